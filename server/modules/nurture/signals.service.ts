import { historyText } from "../../../contract/history-codes";
import { type SignalKind, strongSignals } from "../../../contract/nurture";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { emailTranslator } from "../../lib/email/email-i18n";
import { findUserById, userLocale } from "../auth/users.service";
import { insertHistory } from "../history/history.service";
import type { LeadRow } from "../leads/index";
import { findLead } from "../leads/lead-records.service";
import { notifyStaff } from "../push/index";
import { getBrokerage } from "../settings/settings.service";
import { insertSignal, listSignalsOfLead, markSignalNotified, type SignalRow } from "./nurture.repository";
import { signalEmail } from "./signal-email";

/** A touch within this of the last one of its kind is the same visit (a reload, a second tab). */
const SAME_VISIT_MS = 30 * 60_000;
const DAY_MS = 86_400_000;
/** A return after this long is a signal of its own (kvCORE's 14 days). */
const RETURN_AFTER_MS = 14 * DAY_MS;
/** Visits in 7 days that make 'several visits a week'. */
const VISITS_A_WEEK = 3;
/** The agent hears at most once a day per lead. */
const NOTIFY_EVERY_MS = DAY_MS;

const englishWords = emailTranslator("en-CA");

/** The signals that are a visit themselves (the others are made from visits). */
const touchKinds: readonly string[] = ["guide_reopened", "email_link_followed", "form_again"];

export interface RecordedTouch {
  recorded: SignalKind[];
  notified: boolean;
}

/**
 * A first-party touch from a known seller (their guide fetched again, a plan e-mail's link followed, the
 * form sent again), as of `now` (decision 039). It is kept with the signals it makes: a return after 14
 * days, several visits in a week. Each recorded signal gets a timeline row; the strongest tell the lead's
 * agent (e-mail and push) once a day at most. Nothing about the browser or its address is kept. Call it in
 * a transaction; returns what was recorded.
 */
export async function recordTouch(
  tx: Database,
  leadId: string,
  kind: SignalKind,
  now: Date,
  publicUrl = "",
): Promise<RecordedTouch> {
  const lead = await findLead(tx, leadId);
  if (!lead || lead.erasedAt) return { recorded: [], notified: false };
  const history = await listSignalsOfLead(tx, leadId, new Date(now.getTime() - 90 * DAY_MS));
  const lastSame = history.find((s) => s.kind === kind);
  if (lastSame && now.getTime() - lastSame.occurredAt.getTime() < SAME_VISIT_MS)
    return { recorded: [], notified: false };

  const lastTouch = history[0]?.occurredAt ?? lead.submittedAt ?? lead.createdAt;
  const kinds: SignalKind[] = [kind];
  if (now.getTime() - lastTouch.getTime() >= RETURN_AFTER_MS) kinds.push("returned_after_14_days");
  const weekAgo = now.getTime() - 7 * DAY_MS;
  const visitsThisWeek = history.filter((s) => s.occurredAt.getTime() >= weekAgo && touchKinds.includes(s.kind));
  const toldThisWeek = history.some((s) => s.kind === "several_visits_week" && s.occurredAt.getTime() >= weekAgo);
  if (visitsThisWeek.length + 1 >= VISITS_A_WEEK && !toldThisWeek) kinds.push("several_visits_week");

  const rows: SignalRow[] = [];
  for (const k of kinds)
    rows.push(await insertSignal(tx, { leadId, kind: k, strong: strongSignals.includes(k), occurredAt: now }));
  await insertHistory(
    tx,
    kinds.map((k) => ({
      leadId,
      changeType: "engagement" as const,
      // The history's notes stay English, as every notes line (the screens word the code in their language).
      notes: `Engagement: the seller ${englishWords(`email.signal.${k}`)}`,
      ...historyText("signal_recorded", { signal: k }),
      createdAt: now,
    })),
  );
  const strongest = rows.find((r) => r.strong);
  const lastNotified = history.find((s) => s.notifiedAt)?.notifiedAt;
  let notified = false;
  if (strongest && lead.agentId && (!lastNotified || now.getTime() - lastNotified.getTime() >= NOTIFY_EVERY_MS)) {
    notified = await notifyAgent(tx, lead, strongest, now, publicUrl);
  }
  await publishEvent(tx, { type: "lead", leadId });
  return { recorded: kinds, notified };
}

/**
 * The guide page's report of the sections read in a visit (decision 039): a weak signal with its count, on
 * the timeline, that tells nobody. Once per visit (30 minutes); an erased lead records nothing. Call it in
 * a transaction; true when recorded.
 */
export async function recordSectionsRead(tx: Database, leadId: string, count: number, now: Date): Promise<boolean> {
  const lead = await findLead(tx, leadId);
  if (!lead || lead.erasedAt || count < 1) return false;
  const visit = await listSignalsOfLead(tx, leadId, new Date(now.getTime() - SAME_VISIT_MS));
  if (visit.some((s) => s.kind === "sections_read")) return false;
  await insertSignal(tx, { leadId, kind: "sections_read", strong: false, occurredAt: now, sectionCount: count });
  await insertHistory(tx, [
    {
      leadId,
      changeType: "engagement" as const,
      notes: `Engagement: the seller read ${count} ${count === 1 ? "section" : "sections"} of their guide`,
      ...historyText("signal_recorded", { signal: "sections_read", count }),
      createdAt: now,
    },
  ]);
  await publishEvent(tx, { type: "lead", leadId });
  return true;
}

/** "Sarah is reading her guide again": an e-mail to the lead's agent and a push to their devices. */
async function notifyAgent(
  tx: Database,
  lead: LeadRow,
  signal: SignalRow,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  const agent = lead.agentId ? await findUserById(tx, lead.agentId) : undefined;
  if (!agent?.isActive) return false;
  await enqueueEmails(tx, [
    await signalEmail({
      to: { email: agent.email, locale: userLocale(agent) },
      lead,
      signal: signal.kind as SignalKind,
      brokerage: await getBrokerage(tx),
      publicUrl,
    }),
  ]);
  await notifyStaff(tx, [agent.id], { type: "lead.engaged", leadId: lead.id, key: `signal-${signal.id}` });
  await markSignalNotified(tx, signal.id, now);
  return true;
}

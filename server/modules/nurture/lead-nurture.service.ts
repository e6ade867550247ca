import { isDeepStrictEqual } from "node:util";
import type { LeadNurture, SignalKind } from "../../../contract/nurture";
import type { Database } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { findLead } from "../leads/lead-records.service";
import { requireLead } from "../leads/leads-staff.service";
import { sellerPagePath } from "../sellers-guide/index";
import { findGuideLead, findStepRunByLink, latestGuideToken, listPlans, listSignalsOfLead } from "./nurture.repository";
import { runsOfLead } from "./plans.service";
import { scoresOf } from "./score.service";
import { recordSectionsRead, recordTouch } from "./signals.service";

/** The lead page's nurture card: its plans, signals (newest first), score and the plans to start. */
export async function leadNurture(db: Database, leadId: string, now: Date): Promise<LeadNurture> {
  const lead = await requireLead(db, leadId);
  const score = (await scoresOf(db, [lead], now)).get(lead.id) ?? { score: 0, factors: [] };
  const signals = await listSignalsOfLead(db, leadId);
  return {
    runs: await runsOfLead(db, leadId),
    signals: signals
      .filter((s) => s.kind !== "visit")
      .map((s) => ({
        kind: s.kind as SignalKind,
        strong: s.strong,
        occurredAt: s.occurredAt.toISOString(),
        ...(s.sectionCount === null ? {} : { sectionCount: s.sectionCount }),
      })),
    score: score.score,
    scoreFactors: score.factors,
    plans: (await listPlans(db)).filter((p) => p.active).map((p) => ({ id: p.id, name: p.name })),
  };
}

/**
 * A followed tracked e-mail link (tracked-link.ts): a plan e-mail step's link, or the link of the e-mail that
 * sent the personalised guide (the guide's own token). The 'e-mail link followed' signal is recorded (once
 * per visit) and the seller goes on: from a plan e-mail to their newest guide, from the guide e-mail to that
 * guide, in their language, or to the home page. An unknown link goes home, and an erased lead's link
 * records nothing.
 */
export async function followTrackedLink(
  db: Database,
  token: string,
  now: Date,
  publicUrl = "",
): Promise<{ path: string; notified: boolean }> {
  return db.transaction(async (tx) => {
    const step = await findStepRunByLink(tx, token);
    const guide = step ? undefined : await findGuideLead(tx, token);
    const leadId = step?.leadId ?? guide?.leadId;
    const lead = leadId ? await findLead(tx, leadId) : undefined;
    if (!lead || lead.erasedAt) return { path: "/", notified: false };
    const touch = await recordTouch(tx, lead.id, "email_link_followed", now, publicUrl);
    const target = guide ? token : await latestGuideToken(tx, lead.id);
    return {
      path: sellerPagePath(lead.locale, target ? `/sellers-guide/${target}` : "/"),
      notified: touch.notified,
    };
  });
}

/** A guide fetched again after the visit that made it: a 'guide reopened' signal for its lead. */
export async function guideFetched(db: Database, token: string, now: Date, publicUrl = ""): Promise<boolean> {
  return db.transaction(async (tx) => {
    const guide = await findGuideLead(tx, token);
    if (!guide?.leadId || now.getTime() - guide.createdAt.getTime() < 30 * 60_000) return false;
    return (await recordTouch(tx, guide.leadId, "guide_reopened", now, publicUrl)).notified;
  });
}

/**
 * The questionnaire sent again (a second final submission within the last minute): a 'second form' signal.
 * The same answers posted again (a browser retrying after a lost answer, a double click) are the same
 * submission, not engagement: no signal, so no alert, no score change and no stop reason (decision 044).
 */
export async function leadSentFormAgain(db: Database, leadId: string, now: Date, publicUrl = ""): Promise<boolean> {
  const lead = await findLead(db, leadId);
  const finals = ((lead?.formData ?? []) as { at?: string; kind?: string; body?: unknown }[]).filter(
    (s) => s.kind === "final",
  );
  const newest = finals.at(-1);
  if (!lead || finals.length < 2 || !newest?.at || Date.now() - Date.parse(newest.at) > 60_000) return false;
  if (isDeepStrictEqual(newest.body, finals.at(-2)?.body)) return false;
  return db.transaction(async (tx) => (await recordTouch(tx, leadId, "form_again", now, publicUrl)).notified);
}

/**
 * The guide page's report of the sections read in a visit (decision 039): counted against the guide's own
 * sections and recorded on its lead. An unknown guide is 404; a guide with no lead, a browser that asks not
 * to be tracked (Global Privacy Control) or an erased lead records nothing, and no lead is ever made.
 */
export async function guideSectionsRead(
  db: Database,
  token: string,
  sections: readonly number[],
  now: Date,
  optedOut: boolean,
): Promise<boolean> {
  const guide = await findGuideLead(db, token);
  if (!guide) throw httpError("guide_not_found", {});
  const leadId = guide.leadId;
  if (optedOut || !leadId) return false;
  const count = new Set(sections.filter((index) => index < guide.sectionCount)).size;
  return db.transaction((tx) => recordSectionsRead(tx, leadId, count, now));
}

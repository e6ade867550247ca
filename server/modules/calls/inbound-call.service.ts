import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import { parsePhone } from "../../../contract/phone-number";
import type { Database, DatabaseHandle } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { findUserById, type UserRow } from "../auth/users.service";
import { toE164 } from "../leads/index";
import { findLead } from "../leads/lead-records.service";
import { finaliseLead } from "../leads/leads.service";
import { getBrokerage } from "../settings/settings.service";
import { leadFromInquiry } from "../texting/inquiry-lead.service";
import { findLeadForPhone } from "../texting/texting.service";
import { endCallOnce, findCall, findCallBySellerSid, insertCall } from "./calls.repository";
import { logEnd, SELLER_RING_SECONDS } from "./calls.service";
import { callWords, sayLanguage } from "./calls-words";
import { say, twimlResponse } from "./twiml";

const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** The provider's webhooks for an inbound call (decision 060). */
export function inboundUrls(publicUrl: string, id: number) {
  const base = `${publicUrl}/api/calls/twilio/inbound/${id}`;
  return { whisper: `${base}/whisper`, dialed: `${base}/dialed` };
}

/**
 * A seller calls the brokerage's number (decision 060): the caller's lead (the thread's, else the newest
 * with the number; an unknown number becomes a `phone` lead, routed and alerted as any new lead) rings its
 * agent's own phone with a whisper, from the caller's number. Without an agent with a phone, or when the
 * agent does not answer (`answerDialed`), the caller hears that the agent will call back. A call posted again
 * with the same CallSid is answered the same way and logged once.
 */
export async function answerInboundCall(
  database: DatabaseHandle,
  fields: Record<string, string>,
  context: { now: Date; publicUrl: string },
): Promise<{ twiml: string; queuedEmails: boolean }> {
  const { now, publicUrl } = context;
  const from = parsePhone(fields.From)?.e164;
  const sid = fields.CallSid ?? "";
  return database.db.transaction(async (tx) => {
    const brokerage = await getBrokerage(tx);
    if (!from || !sid) {
      const words = callWords[DEFAULT_LOCALE];
      return {
        twiml: twimlResponse([say(sayLanguage(DEFAULT_LOCALE), words.inboundClosed(brokerage.name))]),
        queuedEmails: false,
      };
    }
    let call = await findCallBySellerSid(tx, sid);
    let queuedEmails = false;
    if (!call) {
      let lead = await findLeadForPhone(tx, from);
      if (!lead) {
        const done = await finaliseLead(tx, await leadFromInquiry(tx, from, now, "phone"), now, publicUrl);
        lead = done.lead;
        queuedEmails = done.queuedEmails;
      }
      const agent = lead.agentId ? await findUserById(tx, lead.agentId) : undefined;
      const agentPhone = agent?.isActive ? toE164(agent.phone) : null;
      call = await insertCall(tx, {
        leadId: lead.id,
        userId: agentPhone ? (agent?.id ?? null) : null,
        direction: "inbound",
        kind: "inbound",
        status: agentPhone ? "ringing_agent" : "ended",
        outcome: agentPhone ? null : "no_answer",
        agentPhone,
        sellerPhone: from,
        sellerCallSid: sid,
        locale: lead.locale,
        startedAt: now,
        endedAt: agentPhone ? null : now,
      });
      if (!agentPhone) await logEnd(tx, call, now);
      else await publishEvent(tx, { type: "lead", leadId: lead.id });
    }
    const locale = localeOf(call.locale);
    const words = callWords[locale];
    const language = sayLanguage(locale);
    if (call.status === "ended" || !call.agentPhone) {
      return {
        twiml: twimlResponse([say(language, words.inboundCallBack(brokerage.name)), { name: "Hangup" }]),
        queuedEmails,
      };
    }
    const urls = inboundUrls(publicUrl, call.id);
    const twiml = twimlResponse([
      say(language, words.inboundGreeting(brokerage.name)),
      {
        name: "Dial",
        attributes: { action: urls.dialed, callerId: from, method: "POST", timeout: SELLER_RING_SECONDS },
        children: [{ name: "Number", attributes: { url: urls.whisper }, children: [call.agentPhone] }],
      },
    ]);
    return { twiml, queuedEmails };
  });
}

/** What the agent hears on picking up an inbound call, before the caller is connected: who is calling. */
export async function inboundWhisper(db: Database, id: number): Promise<string> {
  const call = await findCall(db, id);
  const agent: UserRow | undefined = call?.userId ? await findUserById(db, call.userId) : undefined;
  const locale = localeOf(agent?.locale);
  const words = callWords[locale];
  const lead = call ? await findLead(db, call.leadId) : undefined;
  const who = lead?.fullName?.trim() || words.unnamed;
  return twimlResponse([say(sayLanguage(locale), words.inboundWhisper(who))]);
}

/**
 * The `<Dial>` ended (its action): answered and bridged, the call is logged answered with its duration;
 * otherwise the caller hears that the agent will call back, and the missed call is on the lead.
 */
export async function answerDialed(db: Database, id: number, fields: Record<string, string>, now: Date) {
  const call = await findCall(db, id);
  if (call?.kind !== "inbound") return twimlResponse([{ name: "Hangup" }]);
  const status = fields.DialCallStatus ?? "";
  const seconds = Number.parseInt(fields.DialCallDuration ?? "", 10);
  const answered = status === "completed";
  await db.transaction(async (tx) => {
    const ended = await endCallOnce(tx, id, {
      outcome: answered ? "answered" : status === "busy" ? "busy" : "no_answer",
      durationSeconds: answered && Number.isFinite(seconds) ? seconds : null,
      endedAt: now,
      lastError: null,
    });
    if (!ended) return;
    await logEnd(tx, answered ? { ...ended, answeredAt: ended.answeredAt ?? now } : ended, now);
  });
  if (answered) return twimlResponse([{ name: "Hangup" }]);
  const brokerage = await getBrokerage(db);
  const locale = localeOf(call.locale);
  return twimlResponse([
    say(sayLanguage(locale), callWords[locale].inboundCallBack(brokerage.name)),
    { name: "Hangup" },
  ]);
}

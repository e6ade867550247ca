import { type CallOutcome, type LeadCall, LONG_CALL_SECONDS } from "../../../contract/calls";
import { historyText } from "../../../contract/history-codes";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import { type ContactOutcome, contactOutcomeLabels } from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import type { VoiceProvider } from "../../integrations/voice/voice-provider";
import { VoiceProviderError } from "../../integrations/voice/voice-provider";
import { HttpError, httpError } from "../../lib/http-error";
import { provinceTimeZone } from "../../lib/time-zones";
import { findUserById, type UserRow, userDisplayName } from "../auth/users.service";
import { claimLead } from "../claims/claims.service";
import { isSuppressed } from "../consent/consent.service";
import { insertHistory } from "../history/history.service";
import { isRepresented, type LeadRow, toE164 } from "../leads/index";
import { findLeadForUpdate, updateLead } from "../leads/lead-records.service";
import { requireLead } from "../leads/leads-staff.service";
import { pauseActiveRuns } from "../nurture/nurture.service";
import { phoneHash } from "../privacy/index";
import { brokerageTimeZone } from "../settings/index";
import { getBrokerage } from "../settings/settings.service";
import { nextWindowOpening } from "../texting/index";
import {
  type CallRow,
  dropQueuedCallsOfLead,
  endCallOnce,
  findCall,
  insertCall,
  listLeadCallRows,
  markDialingSeller,
  markSellerAnswered,
  updateCall,
} from "./calls.repository";
import { callWords, sayLanguage } from "./calls-words";
import { say, twimlResponse } from "./twiml";

/** Seconds the agent's phone, then the seller's, rings before the provider gives up. */
export const AGENT_RING_SECONDS = 25;
export const SELLER_RING_SECONDS = 25;

const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
const callNotFound = () => httpError("call_not_found", {});

export interface CallDeps {
  db: Database;
  provider: VoiceProvider | undefined;
  publicUrl: string;
  now: Date;
}

/** The provider's webhooks for one call (decision 052). */
export function callUrls(publicUrl: string, id: number) {
  const base = `${publicUrl}/api/calls/twilio`;
  return {
    voice: `${base}/voice/${id}`,
    connect: `${base}/voice/${id}/connect`,
    seller: `${base}/voice/${id}/seller`,
    dialed: `${base}/voice/${id}/dialed`,
    agentStatus: `${base}/status/${id}/agent`,
    sellerStatus: `${base}/status/${id}/seller`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Calling hours and consent (decision 052): checked before any call to a seller is placed.

/** Why this seller may never be called (no number, represented, suppressed), as the error to answer; else null. */
export async function sellerCallBlock(db: Database, lead: LeadRow): Promise<Error | null> {
  const phone = lead.phoneE164 ?? toE164(lead.phone);
  if (!phone || lead.erasedAt) return httpError("call_no_phone", {});
  if (isRepresented(lead)) return httpError("call_represented", {});
  if (await isSuppressed(db, null, phoneHash(phone) ?? "")) return httpError("call_not_allowed_suppressed", {});
  return null;
}

/** Why this seller may not be called now, as the error to answer; null when they may. */
export async function callBlock(db: Database, lead: LeadRow, now: Date): Promise<Error | null> {
  const block = await sellerCallBlock(db, lead);
  if (block) return block;
  const zone = provinceTimeZone(lead.province) ?? (await brokerageTimeZone(db));
  if (nextWindowOpening(now, zone)) return httpError("call_outside_hours", {});
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Click-to-call: the provider rings the agent's phone, whispers the lead, then dials the seller.

export async function startClickToCall(deps: CallDeps, input: { leadId: string; user: UserRow }): Promise<LeadCall> {
  const { db, provider, now } = deps;
  const lead = await requireLead(db, input.leadId);
  if (!provider) throw httpError("call_unavailable", {});
  const agentPhone = toE164(input.user.phone);
  if (!agentPhone) throw httpError("call_no_agent_phone", {});
  const block = await callBlock(db, lead, now);
  if (block) throw block;
  const call = await insertCall(db, {
    leadId: lead.id,
    userId: input.user.id,
    direction: "outbound",
    kind: "click_to_call",
    status: "queued",
    agentPhone,
    sellerPhone: lead.phoneE164 ?? toE164(lead.phone),
    locale: localeOf(lead.locale),
    startedAt: now,
  });
  const placed = await placeAgentLeg(deps, call, agentPhone);
  await publishEvent(db, { type: "lead", leadId: lead.id });
  return toLeadCall(placed, userDisplayName(input.user));
}

/** Asks the provider to ring the agent; a refusal ends the call as failed (shown on the lead). */
export async function placeAgentLeg(deps: CallDeps, call: CallRow, agentPhone: string): Promise<CallRow> {
  const { db, provider, publicUrl, now } = deps;
  if (!provider) throw httpError("call_unavailable", {});
  const urls = callUrls(publicUrl, call.id);
  try {
    const accepted = await provider.placeCall({
      to: agentPhone,
      from: provider.from,
      url: urls.voice,
      statusCallback: urls.agentStatus,
      timeout: AGENT_RING_SECONDS,
    });
    return (await updateCall(db, call.id, { agentCallSid: accepted.sid, status: "ringing_agent" })) ?? call;
  } catch (error) {
    const message = error instanceof VoiceProviderError ? error.message : "The voice provider failed";
    const ended = await endCallOnce(db, call.id, { outcome: "failed", endedAt: now, lastError: message });
    if (ended) await logEnd(db, ended, now);
    return ended ?? call;
  }
}

// ---------------------------------------------------------------------------------------------------------
// TwiML answers to the provider's voice webhooks.

async function callWithLead(db: Database, id: number) {
  const call = await findCall(db, id);
  if (!call) throw callNotFound();
  const lead = await requireLead(db, call.leadId);
  const agent = call.userId ? await findUserById(db, call.userId) : undefined;
  return { call, lead, agent };
}

/** The agent picked up: who the lead is, in the agent's language, and "press 1" (`<Gather>`). */
export async function agentWhisper(db: Database, publicUrl: string, id: number): Promise<string> {
  const { call, lead, agent } = await callWithLead(db, id);
  const locale = localeOf(agent?.locale);
  const words = callWords[locale];
  const who = [lead.fullName?.trim() || words.unnamed, lead.city?.trim()].filter(Boolean).join(", ");
  const language = sayLanguage(locale);
  return twimlResponse([
    {
      name: "Gather",
      attributes: { action: callUrls(publicUrl, call.id).connect, method: "POST", numDigits: 1, timeout: 10 },
      children: [say(language, words.whisper(words.leadType[lead.type], who))],
    },
    say(language, words.noKey),
    { name: "Hangup" },
  ]);
}

/** The agent pressed a key: 1 dials the seller from the brokerage's number, anything else hangs up. */
export async function connectSeller(
  db: Database,
  deps: { publicUrl: string; callerId: string; now: Date },
  id: number,
  digits: string | undefined,
): Promise<string> {
  const { call, lead, agent } = await callWithLead(db, id);
  const language = sayLanguage(localeOf(agent?.locale));
  const words = callWords[localeOf(agent?.locale)];
  const goodbye = [say(language, words.goodbye), { name: "Hangup" }];
  if (digits !== "1" || !call.sellerPhone) return twimlResponse(goodbye);
  // An instant call rings every offered agent: the first to press 1 claims the lead, the others hear so.
  if (call.kind === "instant" && agent && !(await claimForInstantCall(db, lead, agent, deps.now)))
    return twimlResponse([say(language, words.taken), { name: "Hangup" }]);
  // Consent and hours again at the moment of dialling: the seller may have been erased or the hour passed.
  const block = await callBlock(db, lead, deps.now);
  if (block || !(await markDialingSeller(db, call.id))) return twimlResponse(goodbye);
  // The lead page shows "Calling the seller" live.
  await publishEvent(db, { type: "lead", leadId: lead.id });
  const urls = callUrls(deps.publicUrl, call.id);
  return twimlResponse([
    {
      name: "Dial",
      attributes: { action: urls.dialed, callerId: deps.callerId, method: "POST", timeout: SELLER_RING_SECONDS },
      children: [
        {
          name: "Number",
          attributes: {
            machineDetection: "Enable",
            statusCallback: urls.sellerStatus,
            statusCallbackEvent: "answered completed",
            statusCallbackMethod: "POST",
            url: urls.seller,
          },
          children: [call.sellerPhone],
        },
      ],
    },
  ]);
}

/**
 * The agent who pressed 1 on an instant call holds the lead: already theirs (dealt to them), or claimed now
 * from its open offer, once, whoever else pressed 1 (claims' conditional UPDATE). False when another has it.
 */
async function claimForInstantCall(db: Database, lead: LeadRow, agent: UserRow, now: Date): Promise<boolean> {
  if (lead.agentId) return lead.agentId === agent.id;
  try {
    await claimLead(db, lead.id, agent, now);
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
  await dropQueuedCallsOfLead(db, lead.id);
  return true;
}

/** What the seller hears when they pick up, in their language, before the agent joins. */
export async function sellerGreeting(db: Database, id: number): Promise<string> {
  const call = await findCall(db, id);
  if (!call) throw callNotFound();
  const locale = localeOf(call.locale);
  const brokerage = await getBrokerage(db);
  return twimlResponse([say(sayLanguage(locale), callWords[locale].seller(brokerage.name))]);
}

export const hangUp = () => twimlResponse([{ name: "Hangup" }]);

// ---------------------------------------------------------------------------------------------------------
// Status callbacks: each call logs its end once, however often the provider posts it.

const TERMINAL = new Set(["completed", "busy", "no-answer", "failed", "canceled"]);

/** The agent's leg: ringing, or over before the seller was dialled (the agent never pressed 1). */
export async function recordAgentStatus(db: Database, id: number, body: Record<string, string>, now: Date) {
  const call = await findCall(db, id);
  if (!call || (call.agentCallSid && body.CallSid !== call.agentCallSid)) return;
  const status = body.CallStatus ?? "";
  if (!TERMINAL.has(status)) return;
  if (call.status === "dialing_seller" || call.status === "in_progress") return;
  const ended = await endCallOnce(db, id, { outcome: "failed", endedAt: now, lastError: `agent leg: ${status}` });
  if (ended) await logEnd(db, ended, now);
}

/** The seller's leg: answered (first contact), then its end with outcome and duration. */
export async function recordSellerStatus(db: Database, id: number, body: Record<string, string>, now: Date) {
  const call = await findCall(db, id);
  if (!call) return;
  const parent = body.ParentCallSid;
  if (call.agentCallSid && parent && parent !== call.agentCallSid) return;
  const status = body.CallStatus ?? "";
  const sid = body.CallSid ?? "";
  const machine = (body.AnsweredBy ?? "").startsWith("machine") || body.AnsweredBy === "fax";
  if (status === "in-progress") {
    if (!machine && (await markSellerAnswered(db, id, sid, now))) {
      await publishEvent(db, { type: "lead", leadId: call.leadId });
    }
    return;
  }
  if (!TERMINAL.has(status)) return;
  const outcome: CallOutcome =
    status === "completed"
      ? machine
        ? "voicemail"
        : "answered"
      : status === "busy"
        ? "busy"
        : status === "failed"
          ? "failed"
          : "no_answer";
  const seconds = Number.parseInt(body.CallDuration ?? "", 10);
  await db.transaction(async (tx) => {
    const ended = await endCallOnce(tx, id, {
      outcome,
      durationSeconds: Number.isFinite(seconds) && seconds >= 0 ? seconds : null,
      endedAt: now,
      sellerCallSid: sid || call.sellerCallSid,
      lastError: null,
    });
    if (!ended) return;
    if (outcome === "answered" && !ended.answeredAt) await updateCall(tx, id, { answeredAt: now });
    await logEnd(tx, ended, now);
  });
}

/**
 * A call's end on the lead: its history row, first contact when the seller answered (speed-to-lead), and
 * over 2.5 minutes the lead's action plans pause (as a logged call does in the anchors).
 */
export async function logEnd(db: Database, call: CallRow, now: Date) {
  const agent = call.userId ? await findUserById(db, call.userId) : undefined;
  const by = agent ? userDisplayName(agent) : null;
  const seconds = call.durationSeconds;
  await insertHistory(db, [
    {
      leadId: call.leadId,
      userId: call.userId,
      changeType: "call",
      fieldName: null,
      newValue: `Call: ${call.outcome}${seconds === null ? "" : ` (${seconds} s)`}`,
      ...historyText("call.ended", { outcome: call.outcome ?? "failed", seconds, by }),
    },
  ]);
  if (call.outcome === "answered") {
    const lead = await findLeadForUpdate(db, call.leadId);
    if (lead && !lead.firstContactAt) await updateLead(db, call.leadId, { firstContactAt: call.answeredAt ?? now });
    if ((seconds ?? 0) > LONG_CALL_SECONDS) await pauseActiveRuns(db, call.leadId, "long_call", now);
  }
  await publishEvent(db, { type: "lead", leadId: call.leadId });
}

// ---------------------------------------------------------------------------------------------------------
// The lead page: its calls, and the one-tap disposition after hanging up.

export async function leadCalls(db: Database, leadId: string): Promise<LeadCall[]> {
  await requireLead(db, leadId);
  const rows = await listLeadCallRows(db, leadId);
  return rows.map((r) => toLeadCall(r.call, r.user ? userDisplayName(r.user) : null));
}

export async function setDisposition(
  db: Database,
  input: { leadId: string; callId: number; disposition: ContactOutcome; user: UserRow },
): Promise<LeadCall> {
  return db.transaction(async (tx) => {
    const call = await findCall(tx, input.callId);
    if (!call || call.leadId !== input.leadId) throw callNotFound();
    const updated = (await updateCall(tx, call.id, { disposition: input.disposition })) ?? call;
    await insertHistory(tx, [
      {
        leadId: call.leadId,
        userId: input.user.id,
        changeType: "call",
        fieldName: "disposition",
        oldValue: call.disposition ? contactOutcomeLabels[call.disposition] : null,
        newValue: contactOutcomeLabels[input.disposition],
        ...historyText("call.disposition", { outcome: input.disposition }),
      },
    ]);
    await publishEvent(tx, { type: "lead", leadId: call.leadId });
    const agent = call.userId ? await findUserById(tx, call.userId) : undefined;
    return toLeadCall(updated, agent ? userDisplayName(agent) : null);
  });
}

export function toLeadCall(row: CallRow, userName: string | null): LeadCall {
  return {
    id: row.id,
    leadId: row.leadId,
    direction: row.direction,
    kind: row.kind,
    status: row.status,
    outcome: row.outcome,
    disposition: row.disposition,
    userId: row.userId,
    userName,
    startedAt: row.startedAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
    durationSeconds: row.durationSeconds,
  };
}

export { eraseCallsOfLeads, listCallsForExport } from "./calls.repository";

import { randomUUID } from "node:crypto";
import { displayName } from "../../../contract/auth";
import { historyText } from "../../../contract/history-codes";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import {
  type LeadText,
  type TextAcknowledgementSettings,
  type TextKind,
  textAcknowledgementSettingsSchema,
} from "../../../contract/texting";
import type { Database, DatabaseHandle } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import type { TextGateAnswer } from "../../integrations/sms/text-worker";
import { httpError } from "../../lib/http-error";
import { provinceTimeZone } from "../../lib/time-zones";
import { silenceAssistant } from "../assistant/assistant-queue.service";
import { maskPhone } from "../audit/index";
import type { UserRow } from "../auth/users.service";
import { isSuppressed, latestEventFor } from "../consent/consent.service";
import { noteConversation } from "../conversation/conversation-state.service";
import { insertHistory } from "../history/history.service";
import type { FinalLeadStep, LeadRow } from "../leads/index";
import { isRepresented } from "../leads/index";
import { findLead } from "../leads/lead-records.service";
import { phoneHash } from "../privacy/index";
import { brokerageTimeZone } from "../settings/index";
import { getBrokerage, getSetting, setSetting } from "../settings/settings.service";
import { nextWindowOpening } from "./quiet-hours";
import {
  eraseLeadTexts,
  findLatestLeadByPhone,
  findOptOut,
  findTextMessage,
  findThreadLeadByPhone,
  hasAcknowledgementToSince,
  hasExpressConsentAfter,
  hasOutgoingTextTo,
  insertTextMessage,
  insertTextOutbox,
  lastInboundTextAt,
  listLeadTexts,
  listTextOutbox,
  listTextsForExport,
  lockPhoneForAcknowledgement,
  outboxKeyTaken,
} from "./texting.repository";
import { defaultAcknowledgement, fillAcknowledgement, promises } from "./texting-words";

const ACK_SETTING = "text_acknowledgement";
const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
const excerpt = (body: string) => (body.length > 80 ? `${body.slice(0, 79)}…` : body);

// ---------------------------------------------------------------------------------------------------------
// CASL and carrier rules, in one place (decision 038).

/** Why nothing may be texted to this number now, or null when a text may go. */
export type TextBlock = "no_phone" | "suppressed" | "opted_out" | "no_consent";

/**
 * The one check every text passes (at writing and again at sending): a number on the suppression list
 * (an erased person) is never texted; one that texted STOP is not until it texts START or gives express
 * consent again; otherwise the ledger's latest event for the inquiry purpose must be a consent still
 * valid (implied consent from an inquiry lasts 6 months).
 */
export async function textBlock(db: Database, phone: string | null | undefined, now: Date): Promise<TextBlock | null> {
  const hash = phoneHash(phone);
  if (!hash) return "no_phone";
  if (await isSuppressed(db, null, hash)) return "suppressed";
  const optOut = await findOptOut(db, hash);
  if (optOut && !(await hasExpressConsentAfter(db, hash, optOut.createdAt))) return "opted_out";
  const latest = await latestEventFor(db, { phoneHash: hash }, "inquiry");
  if (!latest || latest.action === "withdrawn") return optOut ? "opted_out" : "no_consent";
  if (latest.expiresAt && latest.expiresAt.getTime() <= now.getTime()) return "no_consent";
  return null;
}

const blockErrors = {
  no_phone: () => httpError("text_no_phone", {}),
  suppressed: () => httpError("text_suppressed", {}),
  opted_out: () => httpError("text_opted_out", {}),
  no_consent: () => httpError("text_no_consent", {}),
} satisfies Record<TextBlock, () => Error>;

/** The seller's time zone: their province's, else the brokerage's one time zone. */
async function recipientZone(db: Database, province: string | null): Promise<string> {
  return provinceTimeZone(province) ?? (await brokerageTimeZone(db));
}

/** Keyword answers reply to the seller's own text just received: no consent or window applies to them. */
const isKeywordAnswer = (kind: TextKind) => kind === "stop" || kind === "start" || kind === "help";

/**
 * The worker's gate, at the moment of sending: the message still exists and has a number, the number may
 * be texted (`textBlock`), and the seller's window is open unless the text is exempt (the immediate
 * acknowledgement, keyword answers).
 */
export async function textGate(
  db: Database,
  text: { messageId: number; quietHours: "respect" | "exempt"; now: Date },
): Promise<TextGateAnswer> {
  const found = await findTextMessage(db, text.messageId);
  if (!found?.message.phone) return { send: false, blocked: "no number (the message or its person is gone)" };
  const { message, province } = found;
  const phone = found.message.phone;
  if (!isKeywordAnswer(message.kind)) {
    const block = await textBlock(db, phone, text.now);
    if (block) return { send: false, blocked: `not allowed: ${block}` };
  }
  if (text.quietHours === "respect") {
    const opens = nextWindowOpening(text.now, await recipientZone(db, province));
    if (opens) return { send: false, deferUntil: opens };
  }
  return { send: true, to: phone, body: message.body };
}

// ---------------------------------------------------------------------------------------------------------
// Writing texts.

interface OutgoingTextRequest {
  lead: LeadRow;
  body: string;
  kind: TextKind;
  authorId: number | null;
  idempotencyKey: string;
  quietHours: "respect" | "exempt";
  now: Date;
  brokerage: Brokerage;
}

/**
 * Writes an outgoing text and its outbox row in the caller's transaction, with its history row and a live
 * event. The first text to a number names the brokerage. Null when a text with this key already exists
 * (a retried final, a retried webhook).
 */
export async function writeOutgoingText(tx: Database, request: OutgoingTextRequest) {
  const { lead, kind, now, brokerage } = request;
  const phone = lead.phoneE164;
  if (!phone) return null;
  if (await outboxKeyTaken(tx, request.idempotencyKey)) return null;
  let body = request.body;
  if (!(await hasOutgoingTextTo(tx, phone)) && !body.includes(brokerage.name)) body = `${brokerage.name}: ${body}`;
  const holdUntil =
    request.quietHours === "respect" ? nextWindowOpening(now, await recipientZone(tx, lead.province)) : null;
  const message = await insertTextMessage(tx, {
    leadId: lead.id,
    direction: "out",
    kind,
    body,
    phone,
    status: "queued",
    authorId: request.authorId,
    locale: lead.locale,
    statusAt: now,
    createdAt: now,
  });
  await insertTextOutbox(tx, {
    messageId: message.id,
    idempotencyKey: request.idempotencyKey,
    quietHours: request.quietHours,
    nextAttemptAt: holdUntil ?? now,
    holdUntil,
  });
  await insertHistory(tx, [
    {
      leadId: lead.id,
      userId: request.authorId,
      changeType: "text",
      notes: request.authorId ? "Text queued for the seller" : "Automatic text queued for the seller",
      ...historyText("text.sent", { by: request.authorId ? "agent" : "automatic", excerpt: excerpt(body) }),
      createdAt: now,
    },
  ]);
  if (kind === "agent") {
    await noteConversation(tx, { leadId: lead.id, from: "staff", channel: "text", body, at: now });
    // The agent takes over by simply replying (decision 062).
    await silenceAssistant(tx, lead.id, now);
  }
  await publishEvent(tx, { type: "lead", leadId: lead.id });
  return message;
}

/** The admins' acknowledgement settings (defaults until saved). */
export async function readAcknowledgementSettings(db: Database): Promise<TextAcknowledgementSettings> {
  const parsed = textAcknowledgementSettingsSchema.safeParse(await getSetting(db, ACK_SETTING));
  return parsed.success ? parsed.data : defaultAcknowledgement;
}

export async function saveAcknowledgementSettings(db: Database, value: TextAcknowledgementSettings) {
  await setSetting(db, ACK_SETTING, value);
  return value;
}

/** At most one acknowledgement text per number in this long (issue 45). */
const ACK_PER_NUMBER_MS = 24 * 60 * 60_000;

/**
 * The first name a text may carry: the name's first word when it is only letters, hyphens and apostrophes
 * (40 characters at most, and so no URL or domain); anything else gives no name, so a visitor cannot put
 * words of their own into a text the brokerage sends to a stranger's number.
 */
export function cleanFirstName(fullName: string | null | undefined): string {
  const first = fullName?.trim().split(/\s+/)[0] ?? "";
  if (first.length === 0 || first.length > 40) return "";
  return /^\p{L}[\p{L}\p{M}'’-]*$/u.test(first) ? first : "";
}

/** A seller who chose Text, gave a number, and is not represented by another agent gets the acknowledgement. */
export function wantsTextAcknowledgement(lead: LeadRow): boolean {
  return lead.contactMethod === "Text" && Boolean(lead.phoneE164) && !isRepresented(lead) && !lead.erasedAt;
}

/**
 * The instant acknowledgement of a final lead (decision 038), written in the lead's transaction when due:
 * in the seller's language, naming the brokerage, with the spec's promise and the unsubscribe line. Sent at
 * any hour (the seller just asked), once per lead (`ack:{leadId}`). True when one was written.
 */
export async function queueTextAcknowledgement(
  tx: Database,
  lead: LeadRow,
  agentName: string | null,
  brokerage: Brokerage,
  now: Date,
): Promise<boolean> {
  if (!wantsTextAcknowledgement(lead)) return false;
  const settings = await readAcknowledgementSettings(tx);
  if (!settings.enabled) return false;
  if (await textBlock(tx, lead.phoneE164, now)) return false;
  const phone = lead.phoneE164 as string;
  // One acknowledgement per number per day, whatever the number of leads naming it (issue 45).
  await lockPhoneForAcknowledgement(tx, phoneHash(phone) ?? phone);
  if (await hasAcknowledgementToSince(tx, phone, new Date(now.getTime() - ACK_PER_NUMBER_MS))) return false;
  const locale = localeOf(lead.locale);
  const body = fillAcknowledgement(settings.text[locale], locale, {
    brokerage: brokerage.name,
    name: cleanFirstName(lead.fullName),
    agent: agentName ?? "",
    promise: promises[locale][lead.type === "cash" ? "cash" : "realtor"],
  });
  const written = await writeOutgoingText(tx, {
    lead,
    body,
    kind: "ack",
    authorId: null,
    idempotencyKey: `ack:${lead.id}`,
    quietHours: "exempt",
    now,
    brokerage,
  });
  return written !== null;
}

/**
 * An agent answering a seller who texted within this long is in a live conversation the seller started:
 * the answer goes at once, whatever the hour (decision 038).
 */
const LIVE_CONVERSATION_MS = 60 * 60_000;

/** POST /api/leads/{id}/texts: an agent's text, queued (409 when the number may not be texted). */
export async function sendAgentText(
  database: DatabaseHandle,
  request: { leadId: string; body: string; user: UserRow; now: Date },
): Promise<LeadText> {
  return database.db.transaction(async (tx) => {
    const lead = await findLead(tx, request.leadId);
    if (!lead) throw httpError("lead_not_found", {});
    if (isRepresented(lead)) throw httpError("text_represented", {});
    const block = lead.erasedAt ? "suppressed" : await textBlock(tx, lead.phoneE164, request.now);
    if (block) throw blockErrors[block]();
    const lastIn = lead.phoneE164 ? await lastInboundTextAt(tx, lead.phoneE164) : undefined;
    const sinceSeller = lastIn ? request.now.getTime() - lastIn.getTime() : Number.POSITIVE_INFINITY;
    const live = sinceSeller >= 0 && sinceSeller <= LIVE_CONVERSATION_MS;
    const message = await writeOutgoingText(tx, {
      lead,
      body: request.body,
      kind: "agent",
      authorId: request.user.id,
      idempotencyKey: `text:${randomUUID()}`,
      quietHours: live ? "exempt" : "respect",
      now: request.now,
      brokerage: await getBrokerage(tx),
    });
    if (!message) throw httpError("text_no_phone", {});
    return {
      id: message.id,
      direction: "out",
      body: message.body,
      status: message.status,
      createdAt: message.createdAt.toISOString(),
      author: { kind: "agent", name: displayName(request.user) },
    };
  });
}

/** GET /api/leads/{id}/texts */
export async function leadThread(db: Database, leadId: string): Promise<LeadText[]> {
  const rows = await listLeadTexts(db, leadId);
  return rows.map((row) => ({
    id: row.id,
    direction: row.direction,
    body: row.body,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    author:
      row.direction === "in"
        ? { kind: "seller", name: null }
        : row.kind === "assistant"
          ? { kind: "assistant", name: null }
          : row.kind === "agent" && row.authorEmail
            ? {
                kind: "agent",
                name: displayName({
                  fullName: row.authorFullName,
                  firstName: row.authorFirstName,
                  lastName: row.authorLastName,
                  email: row.authorEmail,
                }),
              }
            : // Written by no one: the acknowledgement, a keyword answer, an action plan's step.
              { kind: "automatic", name: null },
  }));
}

/** GET /api/admin/texts/outbox: the latest 200 texts of the outbox (without a provider they all wait here). */
export async function textOutboxForAdmins(db: Database) {
  const rows = await listTextOutbox(db, 200);
  // The number masked (decision 032's form): the admin sees to whom a text goes without reading the number.
  return rows.map(({ phone, leadName, ...row }) => ({
    ...row,
    leadName: leadName?.trim() || null,
    to: phone ? maskPhone(phone) : null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Erasure (decision 021): the thread's words and numbers of the person's leads go. */
export function eraseTexts(tx: Database, leadIds: string[]) {
  return eraseLeadTexts(tx, leadIds, "[erased]");
}

/** The person export (decision 021): their texts. */
export async function textsForExport(db: Database, leadIds: string[]) {
  const rows = await listTextsForExport(db, leadIds);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export { deleteInboundReceiptsBefore, eraseLeadTexts, listTextsForExport } from "./texting.repository";

/**
 * The lead a seller's number belongs to: the one whose text thread it last took part in, else the newest lead
 * with the number (not erased). Inbound texts and inbound calls find their lead the same way.
 */
export async function findLeadForPhone(db: Database, e164: string) {
  return (await findThreadLeadByPhone(db, e164)) ?? (await findLatestLeadByPhone(db, e164));
}

/** Final-lead step: the seller hears by text too that the request arrived, and from whom (decision 038). */
export const acknowledgeFinalLeadByText: FinalLeadStep = async (final) => {
  await queueTextAcknowledgement(final.tx, final.lead, final.agentName, final.brokerage, final.now);
};

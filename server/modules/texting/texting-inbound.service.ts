import { randomUUID } from "node:crypto";
import { historyText } from "../../../contract/history-codes";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import { parsePhone } from "../../../contract/phone-number";
import type { Brokerage } from "../../../contract/settings";
import type { TextStatus } from "../../../contract/texting";
import type { Database, DatabaseHandle } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { replyAlertEmail } from "../../lib/email/reply-alert";
import { queueAssistantTurn } from "../assistant/assistant-queue.service";
import { findUserById, userLocale } from "../auth/users.service";
import { insertConsentEvents } from "../consent/consent.service";
import { noteConversation } from "../conversation/conversation-state.service";
import { insertHistory } from "../history/history.service";
import type { LeadRow } from "../leads/index";
import { finaliseLead } from "../leads/leads.service";
import { phoneHash } from "../privacy/index";
import { notifyStaff } from "../push/index";
import { getBrokerage } from "../settings/settings.service";
import { leadFromInquiry } from "./inquiry-lead.service";
import { readKeyword, type TextKeyword } from "./keywords";
import {
  advanceTextStatus,
  deleteOptOut,
  findTextBySid,
  insertTextMessage,
  recordInboundReceipt,
  upsertOptOut,
} from "./texting.repository";
import { findLeadForPhone, writeOutgoingText } from "./texting.service";
import { keywordAnswers } from "./texting-words";

const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
const excerpt = (body: string) => (body.length > 80 ? `${body.slice(0, 79)}…` : body);

// ---------------------------------------------------------------------------------------------------------
// The provider's webhooks.

/** Twilio's message statuses as ours; the in-between ones (`accepted`, `sending`...) change nothing. */
const providerStatuses: Record<string, TextStatus> = {
  sent: "sent",
  delivered: "delivered",
  undelivered: "undelivered",
  failed: "failed",
};

/** POST /api/sms/twilio/status: moves the message forward; true when something changed. */
export async function recordTextStatus(db: Database, fields: Record<string, string>, now: Date): Promise<boolean> {
  const sid = fields.MessageSid ?? fields.SmsSid;
  const status = providerStatuses[(fields.MessageStatus ?? fields.SmsStatus ?? "").toLowerCase()];
  if (!sid || !status) return false;
  return db.transaction(async (tx) => {
    const changed = await advanceTextStatus(tx, sid, status, now);
    if (changed) await publishEvent(tx, { type: "lead", leadId: changed.leadId });
    return Boolean(changed);
  });
}

export interface InboundResult {
  leadId: string | null;
  /** A new lead was made for an unknown number. */
  created: boolean;
  /** Texts or e-mails were written (the caller kicks the workers). */
  queuedTexts: boolean;
  queuedEmails: boolean;
  /** For an unknown number's STOP/HELP: the answer, sent back in the webhook's TwiML reply. */
  reply: string | null;
  /** The assistant is to answer (decision 062): the caller kicks its worker. */
  queuedAssistant: boolean;
}

/**
 * POST /api/sms/twilio/inbound: a seller's text lands on the newest lead (not erased) with that number, or
 * makes a new lead (source `sms`, routed like any new lead). STOP and its kin withdraw consent in the ledger
 * and opt the number out, with one confirmation; START/UNSTOP lift it; HELP/AIDE answer with the
 * brokerage's name and contact. Any other text is written to the thread and the history, and the assigned
 * agent is told (e-mail, and push on their devices). A text the provider sends again (same MessageSid) is
 * handled once: stored once, and a keyword's ledger events and answer written once.
 */
export async function receiveText(
  database: DatabaseHandle,
  fields: Record<string, string>,
  context: { now: Date; publicUrl: string },
): Promise<InboundResult> {
  const none: InboundResult = {
    leadId: null,
    created: false,
    queuedTexts: false,
    queuedEmails: false,
    reply: null,
    queuedAssistant: false,
  };
  const from = parsePhone(fields.From)?.e164;
  const body = (fields.Body ?? "").slice(0, 1600);
  const sid = fields.MessageSid ?? fields.SmsSid ?? null;
  if (!from) return none;
  const { now, publicUrl } = context;
  return database.db.transaction(async (tx) => {
    // The same webhook posted again (same MessageSid) changes nothing: not the thread, not the ledger, and
    // no second answer, whether the number has a lead or not (a keyword from an unknown number writes no
    // text row, so the receipt is what remembers it).
    if (sid && ((await findTextBySid(tx, sid)) || !(await recordInboundReceipt(tx, sid, now)))) return none;
    const brokerage = await getBrokerage(tx);
    const keyword = readKeyword(body);
    let lead = await findLeadForPhone(tx, from);
    let created = false;
    let queuedEmails = false;
    if (!lead && keyword) {
      // A number we have no lead for: honour the keyword and answer in the webhook's reply.
      const locale: Locale = keyword.french ? "fr-CA" : DEFAULT_LOCALE;
      await applyKeyword(tx, keyword.keyword, { leadId: null, phone: from, locale, now });
      return { ...none, reply: keywordAnswer(keyword.keyword, locale, brokerage) };
    }
    if (!lead) {
      lead = await leadFromInquiry(tx, from, now, "sms");
      created = true;
    }
    await insertTextMessage(tx, {
      leadId: lead.id,
      direction: "in",
      kind: "seller",
      body,
      phone: from,
      status: "received",
      providerSid: sid,
      locale: lead.locale,
      statusAt: now,
      createdAt: now,
    });
    if (!keyword) await noteConversation(tx, { leadId: lead.id, from: "seller", channel: "text", body, at: now });
    await insertHistory(tx, [
      {
        leadId: lead.id,
        userId: null,
        changeType: "text",
        notes: "Text from the seller",
        ...historyText("text.received", { excerpt: excerpt(body) }),
        createdAt: now,
      },
    ]);
    let queuedTexts = false;
    if (created) {
      // Routed, alerted and acknowledged like any new lead, once its first text is on it.
      const done = await finaliseLead(tx, lead, now, publicUrl);
      lead = done.lead;
      queuedEmails = done.queuedEmails;
      queuedTexts = true;
    }
    if (keyword) {
      const locale: Locale = keyword.french ? "fr-CA" : localeOf(lead.locale);
      await applyKeyword(tx, keyword.keyword, { leadId: lead.id, phone: from, locale, now });
      await writeOutgoingText(tx, {
        lead,
        body: keywordAnswer(keyword.keyword, locale, brokerage),
        kind: keyword.keyword,
        authorId: null,
        idempotencyKey: `keyword:${sid ?? randomUUID()}`,
        quietHours: "exempt",
        now,
        brokerage,
      });
      queuedTexts = true;
    } else if (!created) {
      queuedEmails = (await tellAgent(tx, lead, body, publicUrl, sid)) || queuedEmails;
    }
    // Any text but a keyword is the assistant's to answer, where its mode for texts is not Off.
    const queuedAssistant = !keyword && (await queueAssistantTurn(tx, { leadId: lead.id, channel: "text", body, now }));
    await publishEvent(tx, { type: "lead", leadId: lead.id });
    return { leadId: lead.id, created, queuedTexts, queuedEmails, reply: null, queuedAssistant };
  });
}

function keywordAnswer(keyword: TextKeyword, locale: Locale, brokerage: Brokerage): string {
  const words = keywordAnswers[locale];
  if (keyword === "help") return words.help(brokerage.name, brokerage.phone || brokerage.email);
  return words[keyword](brokerage.name);
}

/** STOP: a withdrawal in the ledger and an opt-out; START: the opt-out lifted and consent given again. */
async function applyKeyword(
  tx: Database,
  keyword: TextKeyword,
  who: { leadId: string | null; phone: string; locale: Locale; now: Date },
) {
  const hash = phoneHash(who.phone);
  if (!hash || keyword === "help") return;
  const base = {
    leadId: who.leadId,
    emailHash: null,
    phoneHash: hash,
    channel: "sms",
    form: `sms-keyword/${keyword}`,
    textVersion: null,
    locale: who.locale,
    ip: null,
    occurredAt: who.now,
    basis: "express" as const,
    expiresAt: null,
  };
  if (keyword === "stop") {
    await insertConsentEvents(
      tx,
      (["inquiry", "marketing"] as const).map((purpose) => ({ ...base, action: "withdrawn" as const, purpose })),
    );
    await upsertOptOut(tx, hash, "stop", who.now);
  } else {
    await deleteOptOut(tx, hash);
    await insertConsentEvents(tx, [{ ...base, action: "given", purpose: "inquiry" }]);
  }
}

/** The assigned agent hears of the seller's reply: an e-mail, and a push on their devices. */
async function tellAgent(tx: Database, lead: LeadRow, body: string, publicUrl: string, sid: string | null) {
  if (!lead.agentId) return false;
  const agent = await findUserById(tx, lead.agentId);
  if (!agent?.isActive) return false;
  await enqueueEmails(tx, [
    await replyAlertEmail({
      channel: "text",
      to: { email: agent.email, locale: userLocale(agent) },
      name: lead.fullName || lead.phone || lead.phoneE164 || "",
      body,
      leadId: lead.id,
      brokerage: await getBrokerage(tx),
      publicUrl,
    }),
  ]);
  await notifyStaff(tx, [agent.id], { type: "lead.replied", leadId: lead.id, ...(sid ? { key: `text:${sid}` } : {}) });
  return true;
}

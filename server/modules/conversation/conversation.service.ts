import { randomUUID } from "node:crypto";
import { displayName } from "../../../contract/auth";
import type { ChannelState, Conversation, ConversationEntry, InboxItem } from "../../../contract/conversation";
import { historyText } from "../../../contract/history-codes";
import { DEFAULT_LOCALE, isLocale } from "../../../contract/locale";
import type { Database, DatabaseHandle } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmail } from "../../integrations/mail/outbox";
import { agentMessageEmail } from "../../lib/email/agent-message";
import { httpError } from "../../lib/http-error";
import { type UserRow, userDisplayName } from "../auth/users.service";
import { consentBlockReason } from "../consent/consent.service";
import { insertHistory } from "../history/history.service";
import { isRepresented, type LeadRow } from "../leads/index";
import { findLead } from "../leads/lead-records.service";
import { getBrokerage } from "../settings/settings.service";
import { leadThread, textBlock } from "../texting/texting.service";
import {
  findAttachment,
  insertEmailMessage,
  lastInboundEmail,
  listInbox,
  listLeadAttachments,
  listLeadEmails,
} from "./conversation.repository";
import { noteConversation } from "./conversation-state.service";

/** What the conversation needs to know of the portal's set-up: whether mail and texts can leave at all. */
export interface ChannelSetup {
  smtp: boolean;
  sms: boolean;
}

const agentName = (row: {
  authorFullName: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorEmail: string | null;
}) =>
  row.authorEmail
    ? displayName({
        fullName: row.authorFullName,
        firstName: row.authorFirstName,
        lastName: row.authorLastName,
        email: row.authorEmail,
      })
    : null;

/** Whether an answer by e-mail can go to this seller now, and why not. */
async function emailChannel(db: Database, lead: LeadRow, setup: ChannelSetup, now: Date): Promise<ChannelState> {
  if (!setup.smtp) return { available: false, reason: "not_set_up" };
  if (isRepresented(lead)) return { available: false, reason: "represented" };
  if (!lead.email) return { available: false, reason: "no_address" };
  if (lead.doNotEmail) return { available: false, reason: "opted_out" };
  const block = await consentBlockReason(db, { to: lead.email, purpose: "inquiry", now });
  return block ? { available: false, reason: "no_consent" } : { available: true, reason: null };
}

async function textChannel(db: Database, lead: LeadRow, setup: ChannelSetup, now: Date): Promise<ChannelState> {
  if (!setup.sms) return { available: false, reason: "not_set_up" };
  if (isRepresented(lead)) return { available: false, reason: "represented" };
  const block = lead.erasedAt ? "suppressed" : await textBlock(db, lead.phoneE164, now);
  if (!block) return { available: true, reason: null };
  const reasons = {
    no_phone: "no_address",
    suppressed: "opted_out",
    opted_out: "opted_out",
    no_consent: "no_consent",
  } as const;
  return { available: false, reason: reasons[block] };
}

/** GET /api/leads/{id}/conversation: the e-mails and texts in one order, and which channels can answer. */
export async function leadConversation(
  db: Database,
  leadId: string,
  setup: ChannelSetup,
  now: Date,
): Promise<Conversation> {
  const lead = await findLead(db, leadId);
  if (!lead) throw httpError("lead_not_found", {});
  const [emails, files, texts] = await Promise.all([
    listLeadEmails(db, leadId),
    listLeadAttachments(db, leadId),
    leadThread(db, leadId),
  ]);
  const entries: ConversationEntry[] = [
    ...emails.map(
      (e): ConversationEntry => ({
        id: `email:${e.id}`,
        kind: "email",
        direction: e.direction,
        body: e.body,
        subject: e.subject || null,
        status:
          e.direction === "in"
            ? "received"
            : e.outboxStatus === "sent"
              ? "sent"
              : e.outboxStatus === "failed"
                ? "failed"
                : setup.smtp
                  ? "queued"
                  : "held",
        author: e.direction === "in" ? { kind: "seller", name: null } : { kind: "agent", name: agentName(e) },
        attachments: files
          .filter((f) => f.emailId === e.id)
          .map((f) => ({ id: f.id, filename: f.filename, size: f.size })),
        createdAt: e.createdAt.toISOString(),
      }),
    ),
    ...texts.map(
      (t): ConversationEntry => ({
        id: `text:${t.id}`,
        kind: "text",
        direction: t.direction,
        body: t.body,
        subject: null,
        status: t.status === "undelivered" ? "failed" : t.status === "queued" && !setup.sms ? "held" : t.status,
        author: t.author,
        attachments: [],
        createdAt: t.createdAt,
      }),
    ),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const [email, text] = await Promise.all([emailChannel(db, lead, setup, now), textChannel(db, lead, setup, now)]);
  return { leadId, entries, channels: { email, text } };
}

const emailReasonErrors = {
  not_set_up: () => httpError("email_not_set_up", {}),
  represented: () => httpError("text_represented", {}),
  no_address: () => httpError("email_no_address", {}),
  opted_out: () => httpError("email_do_not_contact", {}),
  no_consent: () => httpError("email_no_consent", {}),
} as const;

/**
 * POST /api/leads/{id}/conversation/email: an agent's e-mail answer, written to the outbox in reply to the
 * seller's last e-mail (In-Reply-To by its subject), refused with the reason when it cannot leave.
 */
export async function sendConversationEmail(
  database: DatabaseHandle,
  request: { leadId: string; body: string; user: UserRow; setup: ChannelSetup; now: Date; publicUrl: string },
) {
  return database.db.transaction(async (tx) => {
    const lead = await findLead(tx, request.leadId);
    if (!lead) throw httpError("lead_not_found", {});
    const channel = await emailChannel(tx, lead, request.setup, request.now);
    if (!channel.available || !lead.email) throw emailReasonErrors[channel.reason ?? "no_address"]();
    const last = await lastInboundEmail(tx, lead.id);
    const brokerage = await getBrokerage(tx);
    const subject = last?.subject
      ? /^re:/i.test(last.subject)
        ? last.subject
        : `Re: ${last.subject}`
      : brokerage.name;
    const outboxId = await enqueueEmail(
      tx,
      await agentMessageEmail({
        kind: "conversation_reply",
        to: lead.email,
        leadId: lead.id,
        subject,
        body: request.body,
        locale: isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE,
        agent: { name: userDisplayName(request.user), email: request.user.email },
        brokerage,
        publicUrl: request.publicUrl,
      }),
    );
    const message = await insertEmailMessage(tx, {
      leadId: lead.id,
      direction: "out",
      via: "outbox",
      messageId: `conversation.${randomUUID()}`,
      inReplyTo: last?.messageId ?? null,
      toAddress: lead.email,
      subject,
      body: request.body,
      authorId: request.user.id,
      outboxId,
      createdAt: request.now,
    });
    await noteConversation(tx, {
      leadId: lead.id,
      from: "staff",
      channel: "email",
      body: request.body,
      at: request.now,
    });
    await insertHistory(tx, [
      {
        leadId: lead.id,
        userId: request.user.id,
        changeType: "engagement",
        notes: "E-mail answer queued for the seller",
        ...historyText("email.sent", { excerpt: request.body.replace(/\s+/g, " ").slice(0, 80) }),
        createdAt: request.now,
      },
    ]);
    await publishEvent(tx, { type: "lead", leadId: lead.id });
    return { id: `email:${message?.id ?? 0}` };
  });
}

/** GET /api/inbox: agents see their leads' waiting conversations, managers and admins everyone's. */
export async function staffInbox(db: Database, user: UserRow, now: Date): Promise<{ items: InboxItem[] }> {
  const rows = await listInbox(db, user.role === "agent" ? user.id : null, 200);
  return {
    items: rows.map((r) => {
      const since = r.awaitingSince ?? now;
      return {
        leadId: r.leadId,
        name: r.fullName || null,
        channel: r.channel,
        excerpt: r.excerpt,
        waitingSince: since.toISOString(),
        waitingSeconds: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)),
        agentId: r.agentId,
      };
    }),
  };
}

export async function attachmentFile(db: Database, leadId: string, id: number) {
  const row = await findAttachment(db, leadId, id);
  if (!row) throw httpError("document_not_found", {});
  return row;
}

import EmailReplyParser from "email-reply-parser";
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import { DOCUMENT_MAX_BYTES } from "../../../contract/client-offers";
import { historyText } from "../../../contract/history-codes";
import type { Database, DatabaseHandle } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { replyAlertEmail } from "../../lib/email/reply-alert";
import { leadIdOfReplyAddress } from "../../lib/reply-address";
import { findUserById, userLocale } from "../auth/users.service";
import { detectDocumentType } from "../client-portal/offers-documents.service";
import { insertHistory } from "../history/history.service";
import { findLead } from "../leads/lead-records.service";
import { stopPlansOnLeadReply } from "../nurture/plans.service";
import { notifyStaff } from "../push/index";
import { getBrokerage } from "../settings/settings.service";
import {
  findLeadOfMessageIds,
  findLeadOfOutboxRows,
  insertEmailAttachments,
  insertEmailMessage,
  noteConversationMessage,
} from "./conversation.repository";

/** An e-mail as it arrived, by whichever door (SMTP, Postmark, SendGrid), before it is matched to a lead. */
export interface InboundEmail {
  via: "smtp" | "postmark" | "sendgrid";
  /** The envelope's (or the provider's) recipients: a reply address names the lead. */
  recipients: string[];
  from: string | null;
  subject: string;
  text: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/** How a reply address is checked: the key and domain of `server/lib/reply-address.ts`. */
export interface ReplyAddressKey {
  key: string | Buffer;
  domain: string;
}

const bare = (id: string) => id.trim().replace(/^<|>$/g, "");
const idList = (value: string | string[] | undefined | null): string[] =>
  (Array.isArray(value) ? value : (value ?? "").split(/\s+/)).map(bare).filter(Boolean);
const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? "").filter(Boolean),
  );

/** Parses a whole RFC 5322 message (SMTP's DATA, SendGrid's raw `email` field). */
export async function parseRawEmail(
  raw: Buffer | string,
  via: InboundEmail["via"],
  envelopeRecipients: string[],
): Promise<InboundEmail> {
  const mail: ParsedMail = await simpleParser(raw, { skipHtmlToText: false, skipTextToHtml: true });
  return {
    via,
    recipients: envelopeRecipients.length > 0 ? envelopeRecipients : [...addresses(mail.to), ...addresses(mail.cc)],
    from: mail.from?.value[0]?.address ?? null,
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    messageId: mail.messageId ? bare(mail.messageId) : null,
    inReplyTo: mail.inReplyTo ? bare(mail.inReplyTo) : null,
    references: idList(mail.references),
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? "attachment",
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

/** The reply without the quoted history and signature ("On … wrote:", "> …", "-- "). */
export function visibleReply(text: string): string {
  const normalised = text.replace(/\r\n/g, "\n");
  const visible = new EmailReplyParser().parseReply(normalised).trim();
  return visible || normalised.trim();
}

/** Our outbox Message-IDs name their row: `outbox.<id>.<ms>@domain` (mail-worker.ts). */
const outboxIdOf = (messageId: string) => /^outbox\.(\d{1,12})\.\d+@/.exec(messageId)?.[1];

/** The lead an inbound e-mail belongs to: by a reply address whose tag verifies, else by its thread. */
export async function leadOfInboundEmail(db: Database, email: InboundEmail, reply: ReplyAddressKey | undefined) {
  if (reply) {
    for (const to of email.recipients) {
      const id = leadIdOfReplyAddress(to, reply.key, reply.domain);
      if (id) {
        const lead = await findLead(db, id);
        if (lead && !lead.erasedAt) return lead.id;
      }
    }
  }
  const thread = [...(email.inReplyTo ? [email.inReplyTo] : []), ...email.references];
  const ours = await findLeadOfMessageIds(db, thread);
  if (ours) return ours;
  const outboxIds = thread
    .map(outboxIdOf)
    .filter((id): id is string => Boolean(id))
    .map(Number);
  return findLeadOfOutboxRows(db, outboxIds);
}

export interface InboundResult {
  /** The lead it joined, or null when it names none of ours (nothing is kept). */
  leadId: string | null;
  /** False when the same Message-ID was already stored (a provider's retry). */
  stored: boolean;
  alerted: boolean;
}

/** A file name to show and send back: no path, no control characters, 200 characters at most. */
const safeFilename = (name: string) =>
  [...name]
    .map((c) => (c === "/" || c === "\\" || (c.codePointAt(0) ?? 0) < 32 ? "_" : c))
    .join("")
    .slice(0, 200) || "attachment";

const excerpt = (body: string) => {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * A seller's e-mail reply (decision 051): stored on its lead's conversation with the quote trimmed, its
 * files kept when they pass the upload rules, the lead's plans stopped, the assigned agent told (e-mail and
 * push), the wait started for the staff inbox, and a live event for every screen.
 */
export async function receiveInboundEmail(
  database: DatabaseHandle,
  email: InboundEmail,
  options: { reply: ReplyAddressKey | undefined; publicUrl: string; now: Date },
): Promise<InboundResult> {
  return database.db.transaction(async (tx) => {
    const leadId = await leadOfInboundEmail(tx, email, options.reply);
    if (!leadId) return { leadId: null, stored: false, alerted: false };
    const lead = await findLead(tx, leadId);
    if (!lead) return { leadId: null, stored: false, alerted: false };
    const body = visibleReply(email.text);
    const message = await insertEmailMessage(tx, {
      leadId,
      direction: "in",
      via: email.via,
      messageId: email.messageId,
      inReplyTo: email.inReplyTo,
      fromAddress: email.from,
      toAddress: email.recipients[0] ?? null,
      subject: email.subject.slice(0, 998),
      body,
      fullText: email.text,
      createdAt: options.now,
    });
    if (!message) return { leadId, stored: false, alerted: false };
    const kept = email.attachments.filter(
      (a) => a.content.length > 0 && a.content.length <= DOCUMENT_MAX_BYTES && detectDocumentType(a.content),
    );
    await insertEmailAttachments(
      tx,
      kept.map((a) => ({
        emailId: message.id,
        leadId,
        filename: safeFilename(a.filename),
        contentType: detectDocumentType(a.content) ?? a.contentType,
        size: a.content.length,
        content: a.content,
        createdAt: options.now,
      })),
    );
    await stopPlansOnLeadReply(tx, leadId, options.now);
    await noteConversationMessage(tx, {
      leadId,
      from: "seller",
      channel: "email",
      excerpt: excerpt(body),
      at: options.now,
    });
    await insertHistory(tx, [
      {
        leadId,
        userId: null,
        changeType: "engagement",
        notes: "E-mail from the seller",
        ...historyText("email.received", { excerpt: excerpt(body) }),
        createdAt: options.now,
      },
    ]);
    let alerted = false;
    if (lead.agentId) {
      const agent = await findUserById(tx, lead.agentId);
      if (agent?.isActive) {
        await enqueueEmails(tx, [
          await replyAlertEmail({
            channel: "email",
            to: { email: agent.email, locale: userLocale(agent) },
            name: lead.fullName || email.from || "",
            body,
            leadId,
            brokerage: await getBrokerage(tx),
            publicUrl: options.publicUrl,
          }),
        ]);
        await notifyStaff(tx, [agent.id], { type: "lead.replied", leadId, key: `email:${message.id}` });
        alerted = true;
      }
    }
    await publishEvent(tx, { type: "lead", leadId });
    return { leadId, stored: true, alerted };
  });
}

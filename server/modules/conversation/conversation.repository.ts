import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailAttachments, emailMessages, emailOutbox, leadConversations, leads, users } from "../../db/schema/index";
import { rowsOf } from "../../lib/query-rows";

export type EmailMessageRow = typeof emailMessages.$inferSelect;
export type NewEmailMessage = typeof emailMessages.$inferInsert;

export async function insertEmailMessage(db: Database, row: NewEmailMessage): Promise<EmailMessageRow | undefined> {
  const [inserted] = await db
    .insert(emailMessages)
    .values(row)
    .onConflictDoNothing({ target: emailMessages.messageId })
    .returning();
  return inserted;
}

export async function insertEmailAttachments(db: Database, rows: (typeof emailAttachments.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(emailAttachments).values(rows);
}

/** The lead of one of our messages by its Message-ID (a reply's In-Reply-To or References). */
export async function findLeadOfMessageIds(db: Database, messageIds: string[]): Promise<string | undefined> {
  if (messageIds.length === 0) return undefined;
  const [row] = await db
    .select({ leadId: emailMessages.leadId })
    .from(emailMessages)
    .innerJoin(leads, eq(leads.id, emailMessages.leadId))
    .where(and(inArray(emailMessages.messageId, messageIds), sql`${leads.erasedAt} is null`))
    .limit(1);
  return row?.leadId;
}

/** The lead of an outbox e-mail (our Message-ID `outbox.<id>.<ms>@…` names its row). */
export async function findLeadOfOutboxRows(db: Database, outboxIds: number[]): Promise<string | undefined> {
  if (outboxIds.length === 0) return undefined;
  const [row] = await db
    .select({ leadId: emailOutbox.leadId })
    .from(emailOutbox)
    .innerJoin(leads, eq(leads.id, emailOutbox.leadId))
    .where(and(inArray(emailOutbox.id, outboxIds), sql`${leads.erasedAt} is null`))
    .limit(1);
  return row?.leadId ?? undefined;
}

/**
 * The conversation's state after a message: the seller's starts (or keeps) the wait, staff's ends it.
 * One statement, so two messages at once cannot lose the first wait's start. The row takes its lead's agent
 * (decision 054) under a share lock on the lead: a reassignment running at the same time either finishes
 * first (and the lock reads its agent) or waits for this transaction and then rewrites this row's agent.
 */
export async function noteConversationMessage(
  db: Database,
  row: { leadId: string; from: "seller" | "staff"; channel: string; excerpt: string; at: Date },
): Promise<void> {
  const awaiting = row.from === "seller" ? row.at : null;
  await db
    .insert(leadConversations)
    .values({
      leadId: row.leadId,
      lastMessageAt: row.at,
      lastFrom: row.from,
      lastChannel: row.channel,
      lastExcerpt: row.excerpt,
      awaitingSince: awaiting,
      agentId: sql`(select ${leads.agentId} from ${leads} where ${leads.id} = ${row.leadId} for share)`,
    })
    .onConflictDoUpdate({
      target: leadConversations.leadId,
      set: {
        lastMessageAt: sql`greatest(${leadConversations.lastMessageAt}, excluded.last_message_at)`,
        lastFrom: sql`excluded.last_from`,
        lastChannel: sql`excluded.last_channel`,
        lastExcerpt: sql`excluded.last_excerpt`,
        awaitingSince:
          row.from === "seller" ? sql`coalesce(${leadConversations.awaitingSince}, excluded.awaiting_since)` : null,
        agentId: sql`excluded.agent_id`,
      },
    });
}

/** The lead's e-mails, oldest first, with their delivery (the outbox row's status) and author. */
export async function listLeadEmails(db: Database, leadId: string) {
  return db
    .select({
      id: emailMessages.id,
      direction: emailMessages.direction,
      subject: emailMessages.subject,
      body: emailMessages.body,
      createdAt: emailMessages.createdAt,
      outboxStatus: emailOutbox.status,
      authorFullName: users.fullName,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorEmail: users.email,
    })
    .from(emailMessages)
    .leftJoin(emailOutbox, eq(emailOutbox.id, emailMessages.outboxId))
    .leftJoin(users, eq(users.id, emailMessages.authorId))
    .where(eq(emailMessages.leadId, leadId))
    .orderBy(asc(emailMessages.createdAt), asc(emailMessages.id));
}

export async function listLeadAttachments(db: Database, leadId: string) {
  return db
    .select({
      id: emailAttachments.id,
      emailId: emailAttachments.emailId,
      filename: emailAttachments.filename,
      size: emailAttachments.size,
    })
    .from(emailAttachments)
    .where(eq(emailAttachments.leadId, leadId))
    .orderBy(asc(emailAttachments.id));
}

export async function findAttachment(db: Database, leadId: string, id: number) {
  const [row] = await db
    .select()
    .from(emailAttachments)
    .where(and(eq(emailAttachments.leadId, leadId), eq(emailAttachments.id, id)));
  return row;
}

/** The latest e-mail of the seller on this lead: an answer's In-Reply-To. */
export async function lastInboundEmail(db: Database, leadId: string) {
  const [row] = await db
    .select({ messageId: emailMessages.messageId, subject: emailMessages.subject })
    .from(emailMessages)
    .where(and(eq(emailMessages.leadId, leadId), eq(emailMessages.direction, "in")))
    .orderBy(sql`${emailMessages.createdAt} desc, ${emailMessages.id} desc`)
    .limit(1);
  return row;
}

export interface InboxRow {
  leadId: string;
  awaitingSince: Date | null;
  channel: string;
  excerpt: string;
  fullName: string | null;
  agentId: number | null;
}

/**
 * The staff inbox: conversations whose last message is the seller's and unanswered, oldest wait first,
 * erased leads never. Both read a partial index in order and stop at `limit`, looking each lead up by its
 * key: a manager's everyone's waits (lead_conversations_awaiting_idx), an agent's their own
 * (lead_conversations_agent_awaiting_idx, on the conversation's copy of the lead's agent, decision 054). The
 * lead's own agent is checked too, so a thread can never show in an inbox that is not its agent's.
 */
export async function listInbox(db: Database, agentId: number | null, limit: number): Promise<InboxRow[]> {
  const statement =
    agentId === null
      ? sql`select c.lead_id, c.awaiting_since, c.last_channel, c.last_excerpt, l.full_name, l.agent_id
          from ${leadConversations} c join ${leads} l on l.id = c.lead_id
          where c.awaiting_since is not null and l.erased_at is null
          order by c.awaiting_since, c.lead_id limit ${limit}`
      : sql`select c.lead_id, c.awaiting_since, c.last_channel, c.last_excerpt, l.full_name, l.agent_id
          from ${leadConversations} c join ${leads} l on l.id = c.lead_id
          where c.agent_id = ${agentId} and c.awaiting_since is not null
            and l.agent_id = ${agentId} and l.erased_at is null
          order by c.awaiting_since, c.lead_id limit ${limit}`;
  const rows = rowsOf<{
    lead_id: string;
    awaiting_since: Date | string | null;
    last_channel: string;
    last_excerpt: string;
    full_name: string | null;
    agent_id: number | null;
  }>(await db.execute(statement));
  return rows.map((r) => ({
    leadId: r.lead_id,
    awaitingSince: r.awaiting_since === null ? null : new Date(r.awaiting_since),
    channel: r.last_channel,
    excerpt: r.last_excerpt,
    fullName: r.full_name,
    agentId: r.agent_id,
  }));
}

/** The person export: every e-mail of their leads, oldest first, and their attachments' names. */
export async function listEmailsForExport(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return db
    .select({
      leadId: emailMessages.leadId,
      direction: emailMessages.direction,
      fromAddress: emailMessages.fromAddress,
      toAddress: emailMessages.toAddress,
      subject: emailMessages.subject,
      body: emailMessages.body,
      fullText: emailMessages.fullText,
      createdAt: emailMessages.createdAt,
    })
    .from(emailMessages)
    .where(inArray(emailMessages.leadId, leadIds))
    .orderBy(asc(emailMessages.createdAt), asc(emailMessages.id));
}

/** The person export: the names, types and sizes of the files their e-mails brought (the bytes stay in the portal). */
export async function listEmailAttachmentsForExport(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return db
    .select({
      leadId: emailAttachments.leadId,
      filename: emailAttachments.filename,
      contentType: emailAttachments.contentType,
      size: emailAttachments.size,
      createdAt: emailAttachments.createdAt,
    })
    .from(emailAttachments)
    .where(inArray(emailAttachments.leadId, leadIds))
    .orderBy(asc(emailAttachments.id));
}

/** Erasure: the e-mails' words and addresses go, their files too; the inbox forgets the conversation. */
export async function eraseLeadEmails(db: Database, leadIds: string[], erasedText: string): Promise<void> {
  if (leadIds.length === 0) return;
  await db.delete(emailAttachments).where(inArray(emailAttachments.leadId, leadIds));
  await db
    .update(emailMessages)
    .set({ body: erasedText, fullText: null, subject: "", fromAddress: null, toAddress: null })
    .where(inArray(emailMessages.leadId, leadIds));
  await db.delete(leadConversations).where(inArray(leadConversations.leadId, leadIds));
}

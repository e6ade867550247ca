import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { TextStatus } from "../../../contract/texting";
import type { Database } from "../../db/client";
import {
  consentEvents,
  leads,
  textInboundReceipts,
  textMessages,
  textOptOuts,
  textOutbox,
  users,
} from "../../db/schema/index";

export type TextMessageRow = typeof textMessages.$inferSelect;
export type NewTextMessage = typeof textMessages.$inferInsert;

export async function insertTextMessage(db: Database, row: NewTextMessage): Promise<TextMessageRow> {
  const [inserted] = await db.insert(textMessages).values(row).returning();
  return inserted as TextMessageRow;
}

/** Queues a message for the worker; false when a text with this idempotency key is already queued. */
export async function insertTextOutbox(
  db: Database,
  row: {
    messageId: number;
    idempotencyKey: string;
    quietHours: "respect" | "exempt";
    nextAttemptAt: Date;
    holdUntil: Date | null;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(textOutbox)
    .values(row)
    .onConflictDoNothing({ target: textOutbox.idempotencyKey })
    .returning({ id: textOutbox.id });
  return inserted.length > 0;
}

export async function outboxKeyTaken(db: Database, idempotencyKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: textOutbox.id })
    .from(textOutbox)
    .where(eq(textOutbox.idempotencyKey, idempotencyKey))
    .limit(1);
  return Boolean(row);
}

export async function findTextMessage(db: Database, id: number) {
  const [row] = await db
    .select({ message: textMessages, province: leads.province })
    .from(textMessages)
    .innerJoin(leads, eq(leads.id, textMessages.leadId))
    .where(eq(textMessages.id, id));
  return row;
}

/**
 * Notes an inbound text's provider id as handled; false when it already was (the provider posted the same
 * webhook again). Concurrent posts of one id wait on the primary key, and the later one gets false.
 */
export async function recordInboundReceipt(db: Database, providerSid: string, at: Date): Promise<boolean> {
  const inserted = await db
    .insert(textInboundReceipts)
    .values({ providerSid, receivedAt: at })
    .onConflictDoNothing()
    .returning({ providerSid: textInboundReceipts.providerSid });
  return inserted.length > 0;
}

/** Retention: inbound receipts older than `before` go (the provider retries within minutes, not days). */
export async function deleteInboundReceiptsBefore(db: Database, before: string): Promise<number> {
  const deleted = await db
    .delete(textInboundReceipts)
    .where(sql`${textInboundReceipts.receivedAt} < ${before}::timestamptz`)
    .returning({ providerSid: textInboundReceipts.providerSid });
  return deleted.length;
}

export async function findTextBySid(db: Database, sid: string): Promise<TextMessageRow | undefined> {
  const [row] = await db.select().from(textMessages).where(eq(textMessages.providerSid, sid)).limit(1);
  return row;
}

/** True when a text already went (or is going) to this number: the first one must name the brokerage. */
export async function hasOutgoingTextTo(db: Database, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(and(eq(textMessages.phone, phone), eq(textMessages.direction, "out")))
    .limit(1);
  return Boolean(row);
}

/** When this number last texted us, if ever (a live conversation's replies are not held: decision 038). */
export async function lastInboundTextAt(db: Database, phone: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: textMessages.createdAt })
    .from(textMessages)
    .where(and(eq(textMessages.phone, phone), eq(textMessages.direction, "in")))
    .orderBy(desc(textMessages.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** The lead's thread, oldest first, with each agent's name. */
export async function listLeadTexts(db: Database, leadId: string) {
  return db
    .select({
      id: textMessages.id,
      direction: textMessages.direction,
      kind: textMessages.kind,
      body: textMessages.body,
      status: textMessages.status,
      createdAt: textMessages.createdAt,
      authorFullName: users.fullName,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorEmail: users.email,
    })
    .from(textMessages)
    .leftJoin(users, eq(users.id, textMessages.authorId))
    .where(eq(textMessages.leadId, leadId))
    .orderBy(asc(textMessages.createdAt), asc(textMessages.id));
}

const statusRank: Record<TextStatus, number> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  undelivered: 2,
  failed: 2,
  received: 3,
};

/**
 * A provider's status report moves the message forward only (a late `sent` never undoes `delivered`).
 * Returns the message's lead when it changed.
 */
export async function advanceTextStatus(db: Database, sid: string, status: TextStatus, at: Date) {
  const lower = (Object.keys(statusRank) as TextStatus[]).filter((s) => statusRank[s] < statusRank[status]);
  const [row] = await db
    .update(textMessages)
    .set({ status, statusAt: at })
    .where(
      and(eq(textMessages.providerSid, sid), eq(textMessages.direction, "out"), inArray(textMessages.status, lower)),
    )
    .returning({ leadId: textMessages.leadId });
  return row;
}

/**
 * The lead whose thread this number last took part in (an outbound text to it or its own text), not erased:
 * where a seller's text belongs (issue 45). A stranger's later lead that merely names the number does not
 * take the seller's replies.
 */
export async function findThreadLeadByPhone(db: Database, e164: string) {
  const [row] = await db
    .select({ lead: leads })
    .from(textMessages)
    .innerJoin(leads, eq(leads.id, textMessages.leadId))
    .where(and(eq(textMessages.phone, e164), isNull(leads.erasedAt)))
    .orderBy(desc(textMessages.createdAt), desc(textMessages.id))
    .limit(1);
  return row?.lead;
}

/**
 * Serialises acknowledgements to one number for the rest of the transaction (a lock keyed by the number's
 * hash, released at commit), so two leads saved at once cannot both see "no acknowledgement yet".
 */
export async function lockPhoneForAcknowledgement(db: Database, phoneHash: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${"text-acknowledgement"}), hashtext(${phoneHash}))`);
}

/** True when an acknowledgement text went (or waits) to this number since `since`, on any lead. */
export async function hasAcknowledgementToSince(db: Database, e164: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(
      and(
        eq(textMessages.phone, e164),
        eq(textMessages.direction, "out"),
        eq(textMessages.kind, "ack"),
        gt(textMessages.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The newest lead (not erased) with this number: a seller's text's lead when the number has no thread yet. */
export async function findLatestLeadByPhone(db: Database, e164: string) {
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.phoneE164, e164), isNull(leads.erasedAt)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(1);
  return row;
}

/** An express consent given (or renewed) for this number after `after`: it lifts an earlier STOP. */
export async function hasExpressConsentAfter(db: Database, phoneHash: string, after: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: consentEvents.id })
    .from(consentEvents)
    .where(
      and(
        eq(consentEvents.phoneHash, phoneHash),
        eq(consentEvents.basis, "express"),
        ne(consentEvents.action, "withdrawn"),
        gt(consentEvents.occurredAt, after),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findOptOut(db: Database, phoneHash: string) {
  const [row] = await db.select().from(textOptOuts).where(eq(textOptOuts.phoneHash, phoneHash));
  return row;
}

export async function upsertOptOut(db: Database, phoneHash: string, keyword: string, at: Date): Promise<void> {
  await db
    .insert(textOptOuts)
    .values({ phoneHash, keyword, createdAt: at })
    .onConflictDoUpdate({ target: textOptOuts.phoneHash, set: { keyword, createdAt: at } });
}

export async function deleteOptOut(db: Database, phoneHash: string): Promise<void> {
  await db.delete(textOptOuts).where(eq(textOptOuts.phoneHash, phoneHash));
}

/** Erasure (decision 021): the thread's words and numbers go; texts still waiting are never sent. */
export async function eraseLeadTexts(db: Database, leadIds: string[], erasedText: string): Promise<void> {
  if (leadIds.length === 0) return;
  const ids = db.select({ id: textMessages.id }).from(textMessages).where(inArray(textMessages.leadId, leadIds));
  await db
    .update(textOutbox)
    .set({ status: "failed", lastError: "The person was erased" })
    .where(and(inArray(textOutbox.messageId, ids), eq(textOutbox.status, "pending")));
  await db.update(textMessages).set({ body: erasedText, phone: null }).where(inArray(textMessages.leadId, leadIds));
}

/** The person export (decision 021): every text of their leads, oldest first. */
export async function listTextsForExport(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return db
    .select({
      leadId: textMessages.leadId,
      direction: textMessages.direction,
      kind: textMessages.kind,
      body: textMessages.body,
      phone: textMessages.phone,
      status: textMessages.status,
      createdAt: textMessages.createdAt,
    })
    .from(textMessages)
    .where(inArray(textMessages.leadId, leadIds))
    .orderBy(asc(textMessages.createdAt), asc(textMessages.id));
}

/** The outbox as admins read it: waiting and failed texts first, newest first. */
export async function listTextOutbox(db: Database, limit: number) {
  return db
    .select({
      id: textOutbox.id,
      leadId: textMessages.leadId,
      leadName: leads.fullName,
      phone: textMessages.phone,
      body: textMessages.body,
      status: textOutbox.status,
      attempts: textOutbox.attempts,
      lastError: textOutbox.lastError,
      nextAttemptAt: textOutbox.nextAttemptAt,
      createdAt: textOutbox.createdAt,
    })
    .from(textOutbox)
    .innerJoin(textMessages, eq(textMessages.id, textOutbox.messageId))
    .leftJoin(leads, eq(leads.id, textMessages.leadId))
    .orderBy(sql`${textOutbox.status} = 'sent'`, desc(textOutbox.createdAt))
    .limit(limit);
}

/** The outbox row of a message (tests and the admin view). */
export async function findOutboxOfMessage(db: Database, messageId: number) {
  const [row] = await db.select().from(textOutbox).where(eq(textOutbox.messageId, messageId));
  return row;
}

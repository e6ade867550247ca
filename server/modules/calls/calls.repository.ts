import { and, asc, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { calls } from "../../db/schema/calls";
import { users } from "../../db/schema/users";

export type CallRow = typeof calls.$inferSelect;

export async function insertCall(db: Database, values: typeof calls.$inferInsert): Promise<CallRow> {
  const [row] = await db.insert(calls).values(values).returning();
  if (!row) throw new Error("calls: insert returned no row");
  return row;
}

export async function findCall(db: Database, id: number): Promise<CallRow | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.id, id));
  return row;
}

/** An inbound call by the provider's CallSid (the caller's leg): a webhook posted again finds its call. */
export async function findCallBySellerSid(db: Database, sid: string): Promise<CallRow | undefined> {
  const [row] = await db.select().from(calls).where(eq(calls.sellerCallSid, sid));
  return row;
}

export async function updateCall(db: Database, id: number, values: Partial<typeof calls.$inferInsert>) {
  const [row] = await db.update(calls).set(values).where(eq(calls.id, id)).returning();
  return row;
}

/** The agent's phone took the call and they pressed 1: the seller's number is being dialled. */
export async function markDialingSeller(db: Database, id: number) {
  const [row] = await db
    .update(calls)
    .set({ status: "dialing_seller" })
    .where(and(eq(calls.id, id), inArray(calls.status, ["queued", "ringing_agent"])))
    .returning();
  return row;
}

/**
 * The call's end, written once: a replayed callback finds `outcome` already set and changes nothing
 * (undefined back), so its history row is written once.
 */
export async function endCallOnce(
  db: Database,
  id: number,
  values: Pick<typeof calls.$inferInsert, "outcome" | "durationSeconds" | "endedAt" | "sellerCallSid" | "lastError">,
): Promise<CallRow | undefined> {
  const [row] = await db
    .update(calls)
    .set({ ...values, status: "ended" })
    .where(and(eq(calls.id, id), isNull(calls.outcome)))
    .returning();
  return row;
}

/** The seller picked up: answered once (the first answered callback sets it). */
export async function markSellerAnswered(db: Database, id: number, sellerCallSid: string, at: Date) {
  const [row] = await db
    .update(calls)
    .set({ status: "in_progress", answeredAt: at, sellerCallSid })
    .where(and(eq(calls.id, id), isNull(calls.answeredAt), isNull(calls.outcome)))
    .returning();
  return row;
}

export function listLeadCallRows(db: Database, leadId: string) {
  return db
    .select({ call: calls, user: users })
    .from(calls)
    .leftJoin(users, eq(users.id, calls.userId))
    .where(eq(calls.leadId, leadId))
    .orderBy(desc(calls.startedAt), desc(calls.id));
}

/** The person's calls for the privacy export (decision 021): the rows of their leads, oldest first. */
export function listCallsForExport(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return Promise.resolve([] as CallRow[]);
  return db.select().from(calls).where(inArray(calls.leadId, leadIds)).orderBy(asc(calls.startedAt));
}

/** Erase (decision 021): the numbers go; the fact that a call happened stays on the erased lead. */
export async function eraseCallsOfLeads(db: Database, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await db
    .update(calls)
    .set({ sellerPhone: null, agentPhone: null, lastError: null })
    .where(inArray(calls.leadId, leadIds));
}

/** Instant calls (decision 059): one queued row per agent to ring, due now, for the call worker to claim. */
export async function insertInstantCalls(db: Database, values: (typeof calls.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(calls).values(values);
}

/** A queued instant call that will not be placed (the lead was taken, the hour passed): it never happened. */
export async function dropQueuedCall(db: Database, mine: SQL): Promise<void> {
  await db.delete(calls).where(mine);
}

/** The other agents' instant calls of a lead still waiting in the queue: once someone claimed it, none rings. */
export async function dropQueuedCallsOfLead(db: Database, leadId: string): Promise<void> {
  await db.delete(calls).where(and(eq(calls.leadId, leadId), eq(calls.kind, "instant"), eq(calls.status, "queued")));
}

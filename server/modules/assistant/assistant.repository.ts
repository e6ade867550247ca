import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AssistantChannel, AssistantState, AssistantTurnStatus, HandoffReason } from "../../../contract/assistant";
import type { Database } from "../../db/client";
import { assistantConversations, assistantTurns } from "../../db/schema/assistant";

export type AssistantTurnRow = typeof assistantTurns.$inferSelect;
export type AssistantConversationRow = typeof assistantConversations.$inferSelect;

export async function insertTurn(
  db: Database,
  turn: { leadId: string; channel: AssistantChannel; body: string; now: Date },
): Promise<AssistantTurnRow> {
  const [row] = await db
    .insert(assistantTurns)
    .values({ leadId: turn.leadId, channel: turn.channel, body: turn.body, createdAt: turn.now })
    .returning();
  if (!row) throw new Error("assistant turn not written");
  return row;
}

export async function findTurn(db: Database, id: number): Promise<AssistantTurnRow | undefined> {
  const [row] = await db.select().from(assistantTurns).where(eq(assistantTurns.id, id));
  return row;
}

/** Writes a claimed turn's outcome, only while the claim is still ours (`mine`). */
export async function finishTurn(
  db: Database,
  mine: SQL,
  outcome: {
    status: Exclude<AssistantTurnStatus, "pending">;
    skipReason?: string | null;
    reply?: string | null;
    handoff?: HandoffReason | null;
    brain?: string | null;
    promptVersion?: string | null;
    tools?: string[];
    fieldsRead?: string[];
    now: Date;
  },
): Promise<boolean> {
  const { now, ...values } = outcome;
  const rows = await db
    .update(assistantTurns)
    .set({ ...values, doneAt: now })
    .where(mine)
    .returning({ id: assistantTurns.id });
  return rows.length > 0;
}

/** A turn that failed: tried again in `delayMs`, while the claim is ours. */
export async function retryTurn(db: Database, mine: SQL, delayMs: number): Promise<void> {
  await db
    .update(assistantTurns)
    .set({ nextAttemptAt: sql`now() + (${delayMs} * interval '1 millisecond')` })
    .where(mine);
}

export async function findConversation(db: Database, leadId: string): Promise<AssistantConversationRow | undefined> {
  const [row] = await db.select().from(assistantConversations).where(eq(assistantConversations.leadId, leadId));
  return row;
}

export async function saveConversation(
  db: Database,
  leadId: string,
  values: { state: AssistantState; silentSince?: Date | null; silentReason?: string | null; now: Date },
): Promise<void> {
  const { now, ...rest } = values;
  await db
    .insert(assistantConversations)
    .values({ leadId, ...rest, updatedAt: now })
    .onConflictDoUpdate({ target: assistantConversations.leadId, set: { ...rest, updatedAt: now } });
}

/** Staff answered the seller: the assistant falls silent on this lead (kept if it already is). */
export async function silenceConversation(db: Database, leadId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(assistantConversations)
    .set({ silentSince: now, silentReason: reason, updatedAt: now })
    .where(and(eq(assistantConversations.leadId, leadId), sql`${assistantConversations.silentSince} IS NULL`));
}

export async function listTurns(db: Database, leadIds: string[]): Promise<AssistantTurnRow[]> {
  if (leadIds.length === 0) return [];
  return db
    .select()
    .from(assistantTurns)
    .where(inArray(assistantTurns.leadId, leadIds))
    .orderBy(asc(assistantTurns.id));
}

export async function listConversations(db: Database, leadIds: string[]): Promise<AssistantConversationRow[]> {
  if (leadIds.length === 0) return [];
  return db.select().from(assistantConversations).where(inArray(assistantConversations.leadId, leadIds));
}

/** Erase (decision 021): the seller's words and answers go; the audit of what was done stays. */
export async function eraseAssistantOfLeads(db: Database, leadIds: string[], erased: string): Promise<void> {
  if (leadIds.length === 0) return;
  await db.delete(assistantConversations).where(inArray(assistantConversations.leadId, leadIds));
  await db
    .update(assistantTurns)
    .set({
      body: erased,
      reply: sql`case when ${assistantTurns.reply} is null then null else ${erased} end`,
      status: sql`case when ${assistantTurns.status} = 'pending' then 'skipped' else ${assistantTurns.status} end`,
    })
    .where(inArray(assistantTurns.leadId, leadIds));
}

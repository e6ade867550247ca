import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { agentPools, leadEscalations, leadOffers, leads, users } from "../../db/schema/index";
import { rowsOf } from "../../lib/query-rows";

export type OfferRow = typeof leadOffers.$inferSelect;
type UserRow = typeof users.$inferSelect;

export async function insertOffer(
  db: Database,
  values: { leadId: string; poolId: number; offeredTo: number[]; offeredAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(leadOffers)
    .values({ ...values, status: "open" })
    .onConflictDoUpdate({
      target: leadOffers.leadId,
      set: { ...values, status: "open", claimedBy: null, settledAt: null },
    });
}

/**
 * The claim itself: one conditional UPDATE, so of any number of concurrent callers (in any process) exactly
 * one finds the offer still open; the others wait on the row lock, then see it claimed. Undefined when the
 * caller did not win.
 */
export async function claimOpenOffer(
  db: Database,
  leadId: string,
  userId: number,
  now: Date,
): Promise<OfferRow | undefined> {
  const [row] = await db
    .update(leadOffers)
    .set({ status: "claimed", claimedBy: userId, settledAt: now })
    .where(
      and(
        eq(leadOffers.leadId, leadId),
        eq(leadOffers.status, "open"),
        sql`${leadOffers.offeredTo} @> ${JSON.stringify([userId])}::jsonb`,
        // A lead someone assigned by hand meanwhile is no longer up for grabs.
        sql`exists (select 1 from ${leads} where ${leads.id} = ${leadOffers.leadId} and ${leads.agentId} is null)`,
      ),
    )
    .returning();
  return row;
}

export async function findOffer(db: Database, leadId: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId));
  return row;
}

/** Open offers offered to `userId`, oldest first (the dashboard's Claim list). */
export async function listOpenOffersFor(db: Database, userId: number) {
  return db
    .select({ leadId: leadOffers.leadId, expiresAt: leadOffers.expiresAt, fullName: leads.fullName, type: leads.type })
    .from(leadOffers)
    .innerJoin(leads, eq(leads.id, leadOffers.leadId))
    .where(and(eq(leadOffers.status, "open"), sql`${leadOffers.offeredTo} @> ${JSON.stringify([userId])}::jsonb`))
    .orderBy(asc(leadOffers.offeredAt))
    .limit(50);
}

/** Open offers whose time ran out by `now`, locked (SKIP LOCKED: any number of processes share the work). */
export async function lockExpiredOffers(db: Database, now: Date, limit = 50): Promise<OfferRow[]> {
  return db
    .select()
    .from(leadOffers)
    .where(and(eq(leadOffers.status, "open"), sql`${leadOffers.expiresAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(asc(leadOffers.expiresAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function settleOffer(db: Database, leadId: string, now: Date): Promise<void> {
  await db.update(leadOffers).set({ status: "fallback", settledAt: now }).where(eq(leadOffers.leadId, leadId));
}

export async function findPool(db: Database, id: number) {
  const [row] = await db.select().from(agentPools).where(eq(agentPools.id, id));
  return row;
}

export async function findActiveAgent(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), eq(users.userType, "agent")));
  return row;
}

/** Active managers and admins: who hears about a lead nobody claimed or contacted. */
export async function listManagers(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.userType, "agent"), eq(users.isActive, true), inArray(users.role, ["manager", "admin"])))
    .orderBy(asc(users.id));
}

export interface OverdueLead {
  leadId: string;
  agentId: number;
  assignedAt: Date;
  windowMinutes: number;
  /** 0: nobody was told yet for this assignment; 1: the agent was reminded. */
  level: number;
}

/**
 * Assigned, pool-dealt leads still waiting for a first contact past their pool's response window (and,
 * for the managers' turn, past two windows), with how far they were escalated for this assignment.
 * Locked with SKIP LOCKED so concurrent runs never tell anyone twice.
 */
export async function lockOverdueLeads(db: Database, now: Date, limit = 50): Promise<OverdueLead[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    SELECT l.id AS lead_id, l.agent_id, l.assigned_at, p.response_window_minutes AS window_minutes,
           CASE WHEN e.assigned_at = l.assigned_at THEN e.level ELSE 0 END AS level
    FROM leads l
    JOIN agent_pools p ON p.id = l.pool_id AND p.response_window_minutes IS NOT NULL
    LEFT JOIN lead_escalations e ON e.lead_id = l.id
    WHERE l.agent_id IS NOT NULL AND l.assigned_at IS NOT NULL AND l.first_contact_at IS NULL
      AND l.stage = 'new' AND l.erased_at IS NULL
      AND l.assigned_at + p.response_window_minutes * interval '1 minute' <= ${at}::timestamptz
      AND CASE WHEN e.assigned_at = l.assigned_at THEN e.level ELSE 0 END < 2
      AND (CASE WHEN e.assigned_at = l.assigned_at THEN e.level ELSE 0 END = 0
           OR l.assigned_at + 2 * p.response_window_minutes * interval '1 minute' <= ${at}::timestamptz)
    ORDER BY l.assigned_at
    LIMIT ${limit}
    FOR UPDATE OF l SKIP LOCKED`);
  return rowsOf<{
    lead_id: string;
    agent_id: number;
    assigned_at: string | Date;
    window_minutes: number;
    level: number;
  }>(result).map((r) => ({
    leadId: r.lead_id,
    agentId: r.agent_id,
    assignedAt: new Date(r.assigned_at),
    windowMinutes: Number(r.window_minutes),
    level: Number(r.level),
  }));
}

export async function recordEscalation(
  db: Database,
  values: { leadId: string; agentId: number; assignedAt: Date; level: number; now: Date },
): Promise<void> {
  const row = {
    leadId: values.leadId,
    agentId: values.agentId,
    assignedAt: values.assignedAt,
    level: values.level,
    updatedAt: values.now,
  };
  await db.insert(leadEscalations).values(row).onConflictDoUpdate({ target: leadEscalations.leadId, set: row });
}

import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { calendarFeeds, leads, reminders, users } from "../../db/schema/index";

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** Stores the user's feed token hash, replacing the one they had. */
export async function saveFeedTokenHash(db: Database, userId: number, tokenHash: string, createdAt: Date) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
}

export async function deleteFeed(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function findFeed(db: Database, userId: number): Promise<CalendarFeedRow | undefined> {
  const [feed] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return feed;
}

/** The owner of a feed token hash, when the owner is an active agent account. */
export async function findActiveFeedOwner(db: Database, tokenHash: string): Promise<number | undefined> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true), eq(users.userType, "agent")));
  return feed?.userId;
}

/** The user's open reminders, soonest first, each with its lead's name. */
export async function openRemindersWithLeadNames(db: Database, userId: number) {
  return db
    .select({ reminder: reminders, leadName: leads.fullName })
    .from(reminders)
    .innerJoin(leads, eq(leads.id, reminders.leadId))
    .where(and(eq(reminders.userId, userId), eq(reminders.completed, false)))
    .orderBy(asc(reminders.dueDate));
}

import { createHash, randomBytes } from "node:crypto";
import ical from "ical-generator";
import type { Database } from "../../db/client";
import {
  deleteFeed,
  findActiveFeedOwner,
  findFeed,
  openRemindersWithLeadNames,
  saveFeedTokenHash,
} from "./calendar.repository";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A reminder lasts this long in the calendar: long enough to be seen, short enough not to block a day. */
const EVENT_MINUTES = 30;

/** Makes (or replaces) the user's feed token; the old URL stops working at once. Only the hash is kept. */
export async function createFeedToken(db: Database, userId: number): Promise<{ token: string; createdAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const createdAt = new Date();
  await saveFeedTokenHash(db, userId, hashToken(token), createdAt);
  return { token, createdAt };
}

/** Ends the user's feed URL; also part of every revocation of their access (deactivation, reset, role change). */
export async function revokeFeed(db: Database, userId: number): Promise<void> {
  await deleteFeed(db, userId);
}

export async function feedStatus(db: Database, userId: number): Promise<{ active: boolean; createdAt: string | null }> {
  const feed = await findFeed(db, userId);
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null };
}

/**
 * The iCalendar (RFC 5545) text of a feed token's open reminders, one VEVENT each, or undefined for a
 * token that is unknown or revoked, or whose owner is no longer an active staff member. Each event links
 * to its lead; the UID stays the same across reads, so calendar apps update an event instead of adding it
 * again.
 */
export async function feedCalendar(db: Database, token: string, publicUrl: string): Promise<string | undefined> {
  // Revocation deletes the feed row; the join on an active staff account also covers a row changed by hand.
  const userId = await findActiveFeedOwner(db, hashToken(token));
  if (userId === undefined) return undefined;
  const rows = await openRemindersWithLeadNames(db, userId);
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: "Seller portal reminders",
    prodId: { company: "seller-portal", product: "reminders" },
  });
  for (const { reminder, leadName } of rows) {
    const link = `${publicUrl}/leads/${encodeURIComponent(reminder.leadId)}`;
    calendar.createEvent({
      id: `reminder-${reminder.id}@${host}`,
      start: reminder.dueDate,
      end: new Date(reminder.dueDate.getTime() + EVENT_MINUTES * 60_000),
      summary: leadName ? `${reminder.title} (${leadName})` : reminder.title,
      description: `Reminder on ${leadName || "a lead"}: ${link}`,
      url: link,
      stamp: reminder.createdAt,
    });
  }
  return calendar.toString();
}

import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema/index";
import type { UserRow } from "./users.repository";

export const SESSION_COOKIE = "sp_session";
/** A session ends after 8 hours without a request... */
export const IDLE_TIMEOUT_MS = 8 * 60 * 60 * 1000;
/** ...and 30 days after sign-in whatever happens. */
export const ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a session and returns the cookie token (256 random bits); only its hash is stored. */
export async function createSession(
  db: Database,
  userId: number,
  meta: { ip?: string; userAgent?: string },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + ABSOLUTE_LIFETIME_MS),
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return token;
}

/** The active user behind a token, or undefined when the session is unknown, expired, idle or the user is inactive. */
export async function findSessionUser(db: Database, token: string): Promise<UserRow | undefined> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - IDLE_TIMEOUT_MS)),
        eq(users.isActive, true),
      ),
    );
  if (!row) return undefined;
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}

/** Channel on which every process hears that sessions ended, to close their live streams (decision 008). */
export const SESSION_ENDS_CHANNEL = "portal_session_ends";

/** One ended session (by token hash) or every session of a user. Never a token, only its hash. */
export type SessionEnd = { tokenHash: string } | { userId: number };

async function announceSessionEnd(db: Database, end: SessionEnd): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSION_ENDS_CHANNEL}, ${JSON.stringify(end)})`);
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  await announceSessionEnd(db, { tokenHash });
}

/** Signs a user out everywhere (deactivation, password reset). */
export async function deleteUserSessions(db: Database, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await announceSessionEnd(db, { userId });
}

/**
 * When a live session will end by itself (absolute expiry or idle timeout), without touching it; undefined
 * when it has already ended.
 */
export async function sessionDeadline(db: Database, tokenHash: string): Promise<Date | undefined> {
  const now = Date.now();
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), eq(users.isActive, true)));
  if (!row) return undefined;
  const deadline = Math.min(row.expiresAt.getTime(), row.lastSeenAt.getTime() + IDLE_TIMEOUT_MS);
  return deadline > now ? new Date(deadline) : undefined;
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, new Date(now)), lt(sessions.lastSeenAt, new Date(now - IDLE_TIMEOUT_MS))));
}

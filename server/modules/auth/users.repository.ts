import { and, count, eq, sql } from "drizzle-orm";
import { displayName, type SentUser } from "../../../contract/auth";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The API shape of a user; never carries the password hash. */
export function toPublicUser(row: UserRow): SentUser {
  return {
    id: row.id,
    userType: row.userType,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    phone: row.phone,
    role: row.role,
    isActive: row.isActive,
    agentId: row.agentId,
    locale: userLocale(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Whether `id` is an agent account that is active: the only kind a lead may be assigned to. */
export async function isActiveAgent(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.userType, "agent"), eq(users.isActive, true)));
  return Boolean(row);
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

// Serialises first-run registration so that two racing requests cannot both become the first admin.
const FIRST_ADMIN_LOCK_ID = 724_031_992;

/** Takes the first-run registration lock until the end of the transaction `tx`. */
export async function lockFirstAdmin(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
}

/** How many users exist, counted as `count(*)::int`. */
export async function countAllUsers(db: Database): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return n;
}

/** Whether some user already has this (lower-cased) e-mail, compared case-insensitively. */
export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return Boolean(existing);
}

export async function insertUser(db: Database, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export function userDisplayName(row: Pick<UserRow, "fullName" | "firstName" | "lastName" | "email">): string {
  return displayName(row);
}

/** A user's language; anything unexpected in the column reads as the default. */
export function userLocale(row: Pick<UserRow, "locale">): Locale {
  return isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
}

/** A staff member's own phone (the number a call rings first); null clears it. */
export async function setUserPhone(db: Database, id: number, phone: string | null): Promise<UserRow> {
  const [row] = await db.update(users).set({ phone }).where(eq(users.id, id)).returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

export async function setUserLocale(db: Database, id: number, locale: Locale): Promise<UserRow> {
  const [row] = await db.update(users).set({ locale }).where(eq(users.id, id)).returning();
  if (!row) throw new Error("update returned no row");
  return row;
}

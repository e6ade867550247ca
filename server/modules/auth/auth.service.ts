import { sql } from "drizzle-orm";
import type { RegisterPayload, UserType } from "../../../contract/auth";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/index";
import { httpError } from "../../lib/http-error";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
import { findUserByEmail, type UserRow } from "./users.repository";

export const INVALID_CREDENTIALS = "Invalid email or password.";

const invalidCredentials = () => httpError("invalid_credentials", {});

/**
 * Checks e-mail and password for one kind of account. Every failure — unknown e-mail, wrong password,
 * the wrong kind of account, a deactivated user — gives the same neutral answer.
 */
export async function authenticate(db: Database, email: string, password: string, kind: UserType): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyAgainstDummy(password);
    throw invalidCredentials();
  }
  const ok = await verifyPassword(password, user.passwordHash);
  if (!ok || user.userType !== kind || !user.isActive) {
    throw invalidCredentials();
  }
  return user;
}

// Serialises first-run registration so that two racing requests cannot both become the first admin.
const FIRST_ADMIN_LOCK_ID = 724_031_992;

/**
 * Creates a staff user. While the database has no user at all this is the first-run setup and always
 * makes an admin; afterwards only an admin may call it (checked by the caller via `actor`).
 */
export async function registerStaff(
  db: Database,
  input: RegisterPayload,
  actor: UserRow | null,
): Promise<{ user: UserRow; firstRun: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_ID})`);
    const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    const firstRun = n === 0;
    if (!firstRun) {
      if (!actor) throw httpError("not_signed_in", {});
      if (actor.userType !== "agent" || actor.role !== "admin") {
        throw httpError("admin_adds_users", {});
      }
    }
    const email = input.email.toLowerCase();
    const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (existing) throw httpError("email_taken", {});
    const [user] = await tx
      .insert(users)
      .values({
        userType: "agent",
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone || null,
        role: firstRun ? "admin" : input.role,
      })
      .returning();
    if (!user) throw new Error("insert returned no row");
    return { user, firstRun };
  });
}

import type { RegisterPayload, UserType } from "../../../contract/auth";
import type { Database } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password";
import {
  countAllUsers,
  findUserByEmail,
  insertUser,
  isEmailTaken,
  lockFirstAdmin,
  type UserRow,
} from "./users.repository";

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
    await lockFirstAdmin(tx);
    const firstRun = (await countAllUsers(tx)) === 0;
    if (!firstRun) {
      if (!actor) throw httpError("not_signed_in", {});
      if (actor.userType !== "agent" || actor.role !== "admin") {
        throw httpError("admin_adds_users", {});
      }
    }
    const email = input.email.toLowerCase();
    if (await isEmailTaken(tx, email)) throw httpError("email_taken", {});
    const user = await insertUser(tx, {
      userType: "agent",
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone || null,
      role: firstRun ? "admin" : input.role,
    });
    return { user, firstRun };
  });
}

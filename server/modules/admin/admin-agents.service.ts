import type { Database } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { type auditActor, recordAudit } from "../audit/audit.service";
import { hashPassword } from "../auth/index";
import { deleteUserSessions } from "../auth/sessions.service";
import { unlockAccount } from "../auth/sign-in-throttle.service";
import { findUserById, type UserRow, userDisplayName } from "../auth/users.service";
import { revokeFeed } from "../calendar/calendar.service";
import { type AgentValues, countOtherActiveAdmins, findStaffUser, updateStaffUser } from "./admin-agents.repository";

type AuditActor = ReturnType<typeof auditActor>;

/**
 * Ends every credential a staff member holds (decision 027): their sessions, and with them their live streams in
 * every process (decision 008), and their calendar feed URL. Run at deactivation, password reset and role
 * change, inside the transaction of that change, so the change and the revocation commit together (the
 * streams' notification is delivered at commit). A reactivated user signs in again and makes a new feed.
 */
export async function revokeUserAccess(db: Database, userId: number): Promise<void> {
  await deleteUserSessions(db, userId);
  await revokeFeed(db, userId);
}

export const toAgent = (u: UserRow) => ({
  id: u.id,
  fullName: userDisplayName(u),
  email: u.email,
  role: u.role ?? "agent",
  isActive: u.isActive,
});

async function findStaff(db: Database, id: number): Promise<UserRow> {
  const user = await findStaffUser(db, id);
  if (!user) throw httpError("agent_not_found", {});
  return user;
}

/**
 * An admin's edit of a staff account. The portal keeps one active admin, and an admin cannot remove their
 * own admin access; losing access or changing rights ends every credential held under the old ones (issue
 * 30), in the edit's transaction.
 */
export async function updateAgent(db: Database, me: UserRow, id: number, input: AgentValues) {
  const target = await findStaff(db, id);
  const { role, isActive } = input;
  const losesAdmin = target.role === "admin" && ((role && role !== "admin") || isActive === false);
  if (losesAdmin) {
    if (target.id === me.id) throw httpError("own_admin_access", {});
    if ((await countOtherActiveAdmins(db, target.id)) === 0) {
      throw httpError("last_admin", {});
    }
  }
  const revokes = isActive === false || (role !== undefined && role !== target.role);
  const updated = await db.transaction(async (tx) => {
    const row = await updateStaffUser(tx, target.id, input);
    if (revokes) await revokeUserAccess(tx, target.id);
    return row;
  });
  return toAgent(updated ?? target);
}

/** Whoever had the old password is signed out everywhere and loses the feed URL they may have made. */
export async function resetAgentPassword(db: Database, id: number, password: string): Promise<void> {
  const target = await findStaff(db, id);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updateStaffUser(tx, target.id, { passwordHash });
    await revokeUserAccess(tx, target.id);
  });
}

/** Clears the account's sign-in failures and audits it, in one transaction (any account, staff or client). */
export async function unlockUser(db: Database, id: number, actor: AuditActor) {
  const target = await findUserById(db, id);
  if (!target) throw httpError("user_not_found", {});
  return db.transaction(async (tx) => {
    const result = await unlockAccount(tx, target.email);
    await recordAudit(tx, { ...actor, action: "account.unlocked", subject: `user:${target.id}`, details: result });
    return result;
  });
}

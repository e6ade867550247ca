import type { Database } from "../../db/client";
import { deleteUserSessions } from "../auth/sessions.repository";
import { revokeFeed } from "../calendar/calendar.service";

/**
 * Ends every credential a staff member holds (issue 30): their sessions, and with them their live streams in
 * every process (decision 008), and their calendar feed URL. Run at deactivation, password reset and role
 * change, inside the transaction of that change, so the change and the revocation commit together (the
 * streams' notification is delivered at commit). A reactivated user signs in again and makes a new feed.
 */
export async function revokeUserAccess(db: Database, userId: number): Promise<void> {
  await deleteUserSessions(db, userId);
  await revokeFeed(db, userId);
}

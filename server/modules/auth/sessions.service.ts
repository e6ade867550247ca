/**
 * The auth module's door to its sessions, for other modules' services: what they may call, re-exported from the
 * repository that holds the SQL (server/architecture/boundaries.test.ts).
 */
export type { SessionEnd } from "./sessions.repository";
export { deleteUserSessions, hashToken, SESSION_ENDS_CHANNEL, sessionDeadline } from "./sessions.repository";

/**
 * The auth module's door to its user accounts, for other modules' services: what they may call, re-exported from the
 * repository that holds the SQL (server/architecture/boundaries.test.ts).
 */
export type { UserRow } from "./users.repository";
export { findUserById, isActiveAgent, userDisplayName, userLocale } from "./users.repository";

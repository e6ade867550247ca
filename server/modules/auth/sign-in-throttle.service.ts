/**
 * The auth module's door to the sign-in throttle, for other modules' services: what they may call, re-exported from the
 * repository that holds the SQL (server/architecture/boundaries.test.ts).
 */
export { unlockAccount } from "./sign-in-throttle.repository";

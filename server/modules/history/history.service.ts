/**
 * The history module's door to a lead's history rows, for other modules' services: what they may call, re-exported from the
 * repository that holds the SQL (server/architecture/boundaries.test.ts).
 */
export type { NewHistoryRow } from "./history.repository";
export { displayValue, insertHistory } from "./history.repository";

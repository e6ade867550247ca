/**
 * The calls module's front door for what other modules compose into their own code (decision 052): the
 * lead's calls for the privacy export. Its operations are in calls.service.ts.
 */
export { listCallsForExport } from "./calls.repository";

/**
 * The nurture module's door to its plans and scores, for other modules' services: what they may call, re-exported from the
 * repository that holds the SQL (server/architecture/boundaries.test.ts).
 */
export { deleteSignalsBefore, eraseNurtureOfLeads, nurtureRowsOfLeads, pauseActiveRuns } from "./nurture.repository";

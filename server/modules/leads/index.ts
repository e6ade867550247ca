/**
 * The leads module's front door for what other modules compose into their own code: pure helpers, types
 * and SQL pieces. Its operations are in its `*.service.ts` files; nothing else of the module is imported from
 * outside it (server/architecture/boundaries.test.ts).
 */
export { assignmentEmail } from "./assignment-email";
export type { FinalLead, FinalLeadStep } from "./final-lead";
export { keptSubmissions } from "./kept-submissions";
export { appendKeptSubmissionsSql } from "./kept-submissions.repository";
export { leadAlertEmails } from "./lead-alert-email";
export { leadOwnerKeyHash, ownsLead } from "./lead-owner";
export type { LeadRow, LeadValues } from "./leads.mapping";
export { fullAddress, toStaffLead } from "./leads.mapping";
export { toE164 } from "./phone";
export { isRepresented, waitingSince } from "./speed-to-lead";

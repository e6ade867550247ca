/**
 * The conversation module's front door for what other modules compose into their own code (decision 051):
 * the SQL pieces of the person export and erasure. Its operations are in its `*.service.ts` files.
 */
export { eraseLeadEmails, listEmailAttachmentsForExport, listEmailsForExport } from "./conversation.repository";

/** The mail outbox (DESIGN.md section 4): what a module writes, and its queue's state; the SQL is in outbox.repository.ts. */
export type { ClaimedEmail, OutboxStats, OutgoingEmail } from "./outbox.repository";
export { enqueueEmail, enqueueEmails, enqueueEmailsToDeliverNow, outboxStats } from "./outbox.repository";

/**
 * How long an e-mail written for this process to deliver at once stays hidden from other workers: the mail
 * worker's lease (decision 048). Long enough for its transaction to commit and hand it over.
 */
export const DELIVER_NOW_LEASE_MS = 60_000;

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** The mail outbox (DESIGN.md section 4): what a module writes, and its queue's state; the SQL is in outbox.repository.ts. */
export type { OutboxStats, OutgoingEmail } from "./outbox.repository";
export { enqueueEmails, outboxStats } from "./outbox.repository";

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

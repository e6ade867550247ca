import { desc, eq, sql } from "drizzle-orm";
import type { OutboxRow } from "../../../contract/admin";
import type { Database } from "../../db/client";
import { emailOutbox, settings } from "../../db/schema/index";

/** Writes each given setting (undefined ones are left as they are) in one transaction. */
export async function saveSettings(db: Database, values: Record<string, unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) continue;
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    }
  });
}

/** The outbox newest first, optionally of one status. */
export async function listOutbox(
  db: Database,
  query: { status?: OutboxRow["status"]; limit: number },
): Promise<OutboxRow[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(query.status ? eq(emailOutbox.status, query.status) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    toAddress: r.toAddress,
    subject: r.subject,
    textBody: r.textBody,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    leadId: r.leadId,
    createdAt: r.createdAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
  }));
}

/** Puts an unsent e-mail back in the queue, due now; false when there is no unsent e-mail with that id. */
export async function requeueEmail(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(sql`${emailOutbox.id} = ${id} and ${emailOutbox.status} <> 'sent'`)
    .returning({ id: emailOutbox.id });
  return row !== undefined;
}

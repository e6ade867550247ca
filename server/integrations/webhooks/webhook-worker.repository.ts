import { sql } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import type { StaffRecipient } from "../../lib/email/staff-email";
import { rowsOf } from "../../lib/query-rows";
import { enqueueEmails, type OutgoingEmail } from "../mail/outbox.repository";
import { mine, type QueueClaim } from "../queue/queue.repository";

/** The webhook worker's reads and outcomes (webhook-worker.ts): each outcome written only while the claim is ours. */
const queue = { pendingStatus: "pending" };

export interface EndpointRow {
  url: string;
  enabled: boolean;
  secret: string;
  previous_secret: string | null;
  /** The previous secret is still within its rotation window. */
  previous_valid: boolean;
}

export async function findEndpoint(db: Database, endpointId: number): Promise<EndpointRow | undefined> {
  const found = await db.execute(sql`
      SELECT url, enabled, secret, previous_secret,
             coalesce(previous_secret_expires_at > now(), false) AS previous_valid
      FROM webhook_endpoints WHERE id = ${endpointId}`);
  return rowsOf<EndpointRow>(found)[0];
}

/** The endpoint is gone or disabled: the delivery fails at once. */
export async function failForDisabledEndpoint(db: Database, claim: QueueClaim): Promise<void> {
  await db.execute(sql`
        UPDATE webhook_deliveries SET status = 'failed', last_error = 'The endpoint is disabled', last_attempt_at = now()
        WHERE ${mine(queue, claim)}`);
}

/** A 2xx: in one statement the delivery is sent and its endpoint's failing clock stops. */
export async function markDeliverySent(db: Database, claim: QueueClaim, responseStatus: number): Promise<void> {
  await db.execute(sql`
      WITH sent AS (
        UPDATE webhook_deliveries
        SET status = 'sent', sent_at = now(), last_attempt_at = now(), response_status = ${responseStatus}, last_error = NULL
        WHERE ${mine(queue, claim)}
        RETURNING endpoint_id
      )
      UPDATE webhook_endpoints SET failing_since = NULL WHERE id IN (SELECT endpoint_id FROM sent)`);
}

/** A failed attempt: tried again in `delayMs`, or failed when `failed`. */
export async function retryDelivery(
  db: Database,
  claim: QueueClaim,
  outcome: { failed: boolean; error: string; responseStatus: number | null; delayMs: number },
): Promise<void> {
  await db.execute(sql`
      UPDATE webhook_deliveries
      SET status = ${outcome.failed ? "failed" : "pending"}, last_error = ${outcome.error}, response_status = ${outcome.responseStatus},
          last_attempt_at = now(), next_attempt_at = now() + (${outcome.delayMs} * interval '1 millisecond')
      WHERE ${mine(queue, claim)}`);
}

/**
 * In one transaction: starts the endpoint's failing clock, and disables it once it has failed for
 * `disableAfterMs`, writing the e-mails `tell` words to the active admins. True when it was disabled.
 */
export async function noteEndpointFailure(
  db: Database,
  endpointId: number,
  disableAfterMs: number,
  tell: (tx: Database, disabledUrl: string, admins: StaffRecipient[]) => Promise<OutgoingEmail[]>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
        UPDATE webhook_endpoints
        SET enabled = false, updated_at = now(),
            disabled_reason = 'Disabled automatically: every delivery failed for 24 hours'
        WHERE id = ${endpointId} AND enabled
          AND failing_since IS NOT NULL
          AND failing_since <= now() - (${disableAfterMs} * interval '1 millisecond')
        RETURNING url`);
    const disabled = rowsOf<{ url: string }>(result)[0];
    await tx.execute(
      sql`UPDATE webhook_endpoints SET failing_since = now() WHERE id = ${endpointId} AND failing_since IS NULL`,
    );
    if (!disabled) return false;
    const admins = await tx.execute(
      sql`SELECT email, locale FROM users WHERE user_type = 'agent' AND role = 'admin' AND is_active ORDER BY id`,
    );
    await enqueueEmails(
      tx,
      await tell(
        tx,
        disabled.url,
        rowsOf<{ email: string; locale: string | null }>(admins).map((a) => ({
          email: a.email,
          locale: isLocale(a.locale) ? a.locale : DEFAULT_LOCALE,
        })),
      ),
    );
    return true;
  });
}

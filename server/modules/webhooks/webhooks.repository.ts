import { and, desc, eq, sql } from "drizzle-orm";
import type {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDelivery,
  WebhookEndpoint,
} from "../../../contract/integrations";
import type { Database } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { newWebhookSecret } from "../../integrations/webhooks/webhook-signature";
import { rowsOf } from "../../lib/query-rows";

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How long the old secret keeps signing after a rotation. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000;

export function toWebhookEndpoint(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    enabled: row.enabled,
    disabledReason: row.enabled ? null : row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toWebhookDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    responseStatus: row.responseStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
  };
}

export async function listEndpoints(db: Database): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
}

export async function findEndpoint(db: Database, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function insertEndpoint(
  db: Database,
  input: Required<CreateWebhookEndpointInput>,
  userId: number,
): Promise<EndpointRow> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ ...input, secret: newWebhookSecret(), createdBy: userId })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Enabling an endpoint again also restarts its failing clock and forgets why it was disabled. */
export async function updateEndpoint(
  db: Database,
  id: number,
  input: UpdateWebhookEndpointInput,
): Promise<EndpointRow | undefined> {
  const reset = input.enabled === true ? { failingSince: null, disabledReason: null } : {};
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...input, ...reset, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** A new secret; the old one keeps signing beside it for a day, so receivers can switch without a gap. */
export async function rotateSecret(db: Database, id: number): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretExpiresAt: new Date(Date.now() + ROTATION_OVERLAP_MS),
      secret: newWebhookSecret(),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

export async function listDeliveries(db: Database, endpointId: number, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/**
 * Sends one delivery again as a new queue row with the same payload and the same `webhook-id`, so a
 * receiver that already processed it can tell it is the same message.
 */
export async function resendDelivery(
  db: Database,
  endpointId: number,
  deliveryId: number,
): Promise<DeliveryRow | undefined> {
  const [original] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  if (!original) return undefined;
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId,
      messageId: original.messageId,
      eventType: original.eventType,
      payload: original.payload,
      leadId: original.leadId,
    })
    .returning();
  return row;
}

/** The enabled endpoints subscribed to `type`. */
export async function subscribedEndpointIds(db: Database, type: string): Promise<number[]> {
  const found = await db.execute(
    sql`SELECT id FROM webhook_endpoints WHERE enabled AND events @> ${JSON.stringify([type])}::jsonb`,
  );
  return rowsOf<{ id: number }>(found).map((row) => row.id);
}

export async function insertDeliveries(db: Database, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<void> {
  await db.insert(webhookDeliveries).values(rows);
}

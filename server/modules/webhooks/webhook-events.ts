import { sql } from "drizzle-orm";
import type { WebhookEventType } from "../../../contract/integrations";
import type { Database } from "../../db/client";
import { webhookDeliveries } from "../../db/schema/index";
import { newWebhookMessageId } from "../../integrations/webhooks/webhook-signature";
import { rowsOf } from "../../lib/query-rows";
import { type LeadRow, toStaffLead } from "../leads/index";

/**
 * Writes one delivery per enabled endpoint subscribed to `type`, in the caller's transaction: the
 * message exists exactly when the change does (decision 015). The payload is the Standard Webhooks
 * shape `{type, timestamp, data}`, where `data.lead` is the lead as staff read it (GET /api/leads/{id})
 * and the event's own fields sit beside it. Returns how many deliveries were written.
 */
export async function enqueueWebhookEvent(
  tx: Database,
  type: WebhookEventType,
  lead: LeadRow,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const found = await tx.execute(
    sql`SELECT id FROM webhook_endpoints WHERE enabled AND events @> ${JSON.stringify([type])}::jsonb`,
  );
  const endpoints = rowsOf<{ id: number }>(found);
  if (endpoints.length === 0) return 0;
  const payload = { type, timestamp: new Date().toISOString(), data: { lead: toStaffLead(lead), ...fields } };
  await tx.insert(webhookDeliveries).values(
    endpoints.map((e) => ({
      endpointId: e.id,
      messageId: newWebhookMessageId(),
      eventType: type,
      payload,
      leadId: lead.id,
    })),
  );
  return endpoints.length;
}

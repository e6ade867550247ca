import type { WebhookEventType } from "../../../contract/integrations";
import type { Database } from "../../db/client";
import { newWebhookMessageId } from "../../integrations/webhooks/webhook-signature";
import { userDisplayName } from "../auth/users.service";
import { type FinalLeadStep, type LeadRow, toStaffLead } from "../leads/index";
import { insertDeliveries, subscribedEndpointIds } from "./webhooks.repository";

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
  const endpoints = await subscribedEndpointIds(tx, type);
  if (endpoints.length === 0) return 0;
  const payload = { type, timestamp: new Date().toISOString(), data: { lead: toStaffLead(lead), ...fields } };
  await insertDeliveries(
    tx,
    endpoints.map((endpointId) => ({
      endpointId,
      messageId: newWebhookMessageId(),
      eventType: type,
      payload,
      leadId: lead.id,
    })),
  );
  return endpoints.length;
}

/** Final-lead step: `lead.created`, and `lead.assigned` when a pool dealt it now. */
export const webhooksForFinalLead: FinalLeadStep = async ({ tx, lead, dealt }) => {
  await enqueueWebhookEvent(tx, "lead.created", lead);
  if (dealt) {
    await enqueueWebhookEvent(tx, "lead.assigned", lead, {
      agent: { id: dealt.agent.id, name: userDisplayName(dealt.agent) },
      previousAgentId: null,
      assignedBy: "pool",
    });
  }
};

import { z } from "zod";
import { staffLeadSchema } from "./leads";
import { pipelineStages } from "./pipeline";

/**
 * What each webhook event POSTs (Standard Webhooks shape `{type, timestamp, data}`): `data.lead` is the
 * lead as staff read it, beside the event's own fields. Documented in the OpenAPI `webhooks` section.
 */
const envelope = <T extends string, D extends z.ZodRawShape>(type: T, data: D) =>
  z.object({
    type: z.literal(type),
    /** When the event happened (ISO 8601, UTC). */
    timestamp: z.iso.datetime(),
    data: z.object({ lead: staffLeadSchema, ...data }),
  });

const assignedAgent = z.object({ id: z.number().int(), name: z.string().nullable() });

export const leadCreatedPayloadSchema = envelope("lead.created", {});
export const leadUpdatedPayloadSchema = envelope("lead.updated", {
  changes: z.array(z.object({ field: z.string(), oldValue: z.string().nullable(), newValue: z.string().nullable() })),
});
export const leadAssignedPayloadSchema = envelope("lead.assigned", {
  agent: assignedAgent.nullable(),
  previousAgentId: z.number().int().nullable(),
  assignedBy: z.enum(["pool", "staff", "api", "reassignment"]),
});
export const leadStageChangedPayloadSchema = envelope("lead.stage_changed", {
  stage: z.enum(pipelineStages),
  previousStage: z.enum(pipelineStages),
  changedBy: z.enum(["staff", "api"]),
});
export const noteCreatedPayloadSchema = envelope("note.created", {
  note: z.object({
    id: z.number().int(),
    content: z.string(),
    authorId: z.number().int(),
    authorName: z.string(),
    createdAt: z.iso.datetime(),
  }),
});

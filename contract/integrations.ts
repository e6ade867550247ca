import { z } from "zod";
import { safeString, safeText } from "./safe-text";

/** Events an endpoint may subscribe to. */
export const webhookEventTypes = [
  "lead.created",
  "lead.updated",
  "lead.assigned",
  "lead.stage_changed",
  "note.created",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

const webhookUrl = safeString()
  .trim()
  .max(2000, "At most 2000 characters")
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
    } catch {
      return false;
    }
  }, "Enter a full http:// or https:// address");

export const createWebhookEndpointInputSchema = z.object({
  url: webhookUrl,
  description: safeText(200).default(""),
  events: z.array(z.enum(webhookEventTypes)).min(1, "Choose at least one event").max(webhookEventTypes.length),
  enabled: z.boolean().default(true),
});
export type CreateWebhookEndpointInput = z.input<typeof createWebhookEndpointInputSchema>;

export const updateWebhookEndpointInputSchema = z
  .strictObject({
    url: webhookUrl,
    description: safeText(200),
    events: z.array(z.enum(webhookEventTypes)).min(1, "Choose at least one event").max(webhookEventTypes.length),
    enabled: z.boolean(),
  })
  .partial();
export type UpdateWebhookEndpointInput = z.input<typeof updateWebhookEndpointInputSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** Why the endpoint was switched off automatically, when it was. */
  disabledReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to a create or a rotation: the only time the signing secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  messageId: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  responseStatus: z.number().int().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const apiKeyScopes = ["leads:read", "leads:write", "sold-homes:write"] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const createApiKeyInputSchema = z.object({
  name: safeString({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "At most 100 characters"),
  scopes: z.array(z.enum(apiKeyScopes)).min(1, "Choose at least one scope").max(apiKeyScopes.length),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInputSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart; the rest is never kept. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyWithSecretSchema = apiKeySchema.extend({ key: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecretSchema>;

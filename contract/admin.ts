import "./zod-config";
import { z } from "zod";
import { passwordSchema, staffRoleSchema } from "./auth";
import { leadFlowVariantSettings } from "./leads";
import { MAX_INT4, safeString, safeText } from "./safe-text";
import { brokerageInputSchema, brokerageSchema } from "./settings";

export const updateAgentInputSchema = z
  .strictObject({
    role: staffRoleSchema,
    isActive: z.boolean(),
    firstName: safeString().trim().min(1).max(80),
    lastName: safeString().trim().min(1).max(80),
    phone: safeText(40).nullable(),
  })
  .partial();
export const resetPasswordInputSchema = z.object({ password: passwordSchema });
/** POST /api/admin/users/{id}/unlock (decision 027): nothing to send; the id names the account. */
export const unlockAccountInputSchema = z.strictObject({});
export const unlockAccountResultSchema = z.object({
  /** Whether wrong passwords had used up the account's shared allowance when it was unlocked. */
  wasLocked: z.boolean(),
  /** Counted failures forgotten: the account's and those of its known browsers. */
  clearedFailures: z.number().int(),
});
export type UnlockAccountResult = z.infer<typeof unlockAccountResultSchema>;

/**
 * How a pool deals (decision 036): round robin, or first-to-claim with a claim timeout and a fallback (a
 * named agent, another pool, or the managers); and the response window after which an assigned lead
 * without a first contact is escalated (null: never).
 */
export const poolModes = ["round_robin", "first_to_claim"] as const;
export const poolFallbackKinds = ["managers", "agent", "pool"] as const;
const poolDealingShape = {
  mode: z.enum(poolModes).default("round_robin"),
  claimTimeoutMinutes: z.number().int().min(1).max(30).default(5),
  fallbackKind: z.enum(poolFallbackKinds).default("managers"),
  fallbackAgentId: z.number().int().positive().max(MAX_INT4).nullable().default(null),
  fallbackPoolId: z.number().int().positive().max(MAX_INT4).nullable().default(null),
  responseWindowMinutes: z.number().int().min(1).max(1440).nullable().default(null),
  /** Issue 47: the lead types whose new finals ring the pool's agents at once, inside calling hours. */
  instantCall: z
    .array(z.enum(["cash", "realtor"]))
    .max(2)
    .default([]),
};

export const poolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  leadType: z.enum(["cash", "realtor", "any"]),
  isActive: z.boolean(),
  pointer: z.number().int(),
  members: z.array(z.object({ userId: z.number().int(), fullName: z.string(), isActive: z.boolean() })),
  ...poolDealingShape,
});
export type Pool = z.infer<typeof poolSchema>;
export const poolInputSchema = z.object({
  name: safeString().trim().min(2, "Pool name must be at least 2 characters").max(80),
  leadType: z.enum(["cash", "realtor", "any"]),
  isActive: z.boolean().default(true),
  /** Member user ids in dealing order. */
  memberIds: z.array(z.number().int().positive().max(MAX_INT4)).max(100),
  ...poolDealingShape,
});
export type PoolInput = z.input<typeof poolInputSchema>;

export const adminSettingsSchema = z.object({
  brokerage: brokerageSchema,
  leadFlowVariant: z.enum(leadFlowVariantSettings),
  /** Minutes before an untouched pool-dealt lead moves to the next agent; 0 turns it off. */
  poolReassignMinutes: z.number().int().min(0).max(10_080),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
/** A settings save: the brokerage is checked as an admin enters it (its phone a valid number). */
export const updateAdminSettingsInputSchema = adminSettingsSchema.extend({ brokerage: brokerageInputSchema }).partial();

export const outboxRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  leadId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;
export const outboxQuerySchema = z.object({
  status: z.enum(["pending", "sent", "failed"]).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const systemStatusSchema = z.object({
  database: z.enum(["pglite", "postgres"]),
  aiProvider: z.enum(["builtin", "openai"]),
  smtpConfigured: z.boolean(),
  /** Mail authentication (decision 050): whether a DKIM key is set, and the DNS records to publish. */
  mail: z.object({
    from: z.string(),
    dkimKeyPresent: z.boolean(),
    replyDomain: z.string().nullable(),
    dnsRecords: z.array(
      z.object({
        purpose: z.enum(["dkim", "spf", "dmarc", "reply"]),
        type: z.enum(["TXT", "MX"]),
        name: z.string(),
        value: z.string(),
      }),
    ),
  }),
  storage: z.enum(["disk", "s3"]),
  outbox: z.object({
    pending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    /** Age in seconds of the oldest e-mail still waiting to go out; null when none waits. */
    oldestPendingSeconds: z.number().int().nullable(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

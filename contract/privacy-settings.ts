import "./zod-config";
import { z } from "zod";
import { safeString } from "./safe-text";
import { validationMessages } from "./validation-messages";

/** Decision 021 part 1: retention periods, the privacy policy and the consent ledger export (admins only). */

const days = (max: number) =>
  z.number().int("Whole days only").min(1, "At least 1 day").max(max, `At most ${max} days`);

export const retentionSettingsSchema = z.object({
  /** Abandoned partial leads with no e-mail and no phone. */
  partialLeadDays: days(3650),
  /** Seller's guides whose visitor never became a lead. */
  unconvertedGuideDays: days(3650),
  /** Sent or failed e-mails in the outbox (and finished webhook deliveries). */
  outboxDays: days(3650),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const defaultRetentionSettings: RetentionSettings = {
  partialLeadDays: 30,
  unconvertedGuideDays: 365,
  outboxDays: 90,
};

/** Fixed periods, not settings: the audit trail (2 years) and API idempotency keys (30 days). */
export const AUDIT_LOG_RETENTION_DAYS = 730;
export const IDEMPOTENCY_KEY_RETENTION_DAYS = 30;

export const retentionRemovedSchema = z.object({
  partialLeads: z.number().int(),
  unconvertedGuides: z.number().int(),
  outboxEmails: z.number().int(),
  webhookDeliveries: z.number().int(),
  auditRows: z.number().int(),
  idempotencyKeys: z.number().int(),
  /** Decision 039: engagement signals past a year (absent from runs before it). */
  engagementSignals: z.number().int().optional(),
  /** Decision 035: sent or failed pushes past the outbox period (absent from runs before it). */
  pushDeliveries: z.number().int().optional(),
  conversionEvents: z.number().int().optional(),
});
export type RetentionRemoved = z.infer<typeof retentionRemovedSchema>;

export const retentionStatusSchema = z.object({
  settings: retentionSettingsSchema,
  /** When the scheduled job runs next (ISO), or null before its first run. */
  nextRunAt: z.string().nullable(),
  lastRun: z.object({ at: z.string(), removed: retentionRemovedSchema }).nullable(),
});
export type RetentionStatus = z.infer<typeof retentionStatusSchema>;

/** The policy in each language, as sanitised HTML, and its version (bumped on every change). */
export const privacyPolicySchema = z.object({
  "en-CA": z.string(),
  "fr-CA": z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PrivacyPolicy = z.infer<typeof privacyPolicySchema>;

/** The policy in one language, for the public /privacy page. */
export const publicPrivacyPolicySchema = z.object({
  locale: z.enum(["en-CA", "fr-CA"]),
  html: z.string(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PublicPrivacyPolicy = z.infer<typeof publicPrivacyPolicySchema>;

export const updatePrivacyPolicyInputSchema = z.object({
  "en-CA": safeString().trim().min(1, "The policy cannot be empty").max(100_000, "At most 100000 characters"),
  "fr-CA": safeString().trim().min(1, "The policy cannot be empty").max(100_000, "At most 100000 characters"),
});
export type UpdatePrivacyPolicyInput = z.infer<typeof updatePrivacyPolicyInputSchema>;

/** The ledger export: one person (by e-mail) and/or a period [from, to). */
export const consentExportQuerySchema = z
  .object({
    email: safeString().trim().toLowerCase().max(254).pipe(z.email(validationMessages.invalidEmail)).optional(),
    from: z.iso.date("Use YYYY-MM-DD").optional(),
    to: z.iso.date("Use YYYY-MM-DD").optional(),
  })
  .refine((q) => q.email || q.from || q.to, { message: "Give an e-mail or a period", path: ["email"] })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "The period ends before it starts", path: ["to"] });
export type ConsentExportQuery = z.infer<typeof consentExportQuerySchema>;

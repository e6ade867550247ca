import "./zod-config";
import { z } from "zod";
import { auditActions } from "./privacy-enums";
import { safeString, serialIdSchema } from "./safe-text";

const isoTime = safeString()
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: "Invalid date" });

const periodInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || Date.parse(f.from) <= Date.parse(f.to);
const periodError = { message: "The period ends before it starts", path: ["to"] };

/** Filters of the audit trail (decision 021): who, what, and a period (`from` inclusive, `to` exclusive). */
const auditFilterFields = {
  actorId: serialIdSchema.optional(),
  action: z.enum(auditActions).optional(),
  from: isoTime.optional(),
  to: isoTime.optional(),
};
export const auditFilterSchema = z.object(auditFilterFields).refine(periodInOrder, periodError);
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditListQuerySchema = z
  .object({
    ...auditFilterFields,
    limit: z.coerce.number().int().min(1).max(200).default(50),
    /** The id of the last row of the previous page (newest first). */
    cursor: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER, "Invalid cursor").optional(),
  })
  .refine(periodInOrder, periodError);
export type AuditListQuery = z.input<typeof auditListQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  /** Set when an integration acted through /api/v1 (no staff actor then): its key and the key's name. */
  apiKeyId: z.number().int().nullable(),
  apiKeyName: z.string().nullable(),
  action: z.enum(auditActions),
  subject: z.string().nullable(),
  /**
   * A person's e-mail or phone in masked form ("j•••@g•••.com") on person rows (decision 032); null on
   * other rows and on person rows written before it, which screens name with a neutral word, never the hash.
   */
  subjectMasked: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

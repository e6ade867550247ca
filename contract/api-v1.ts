import { z } from "zod";
import { checkPostalCodeProvince, phoneField, postalCodeField } from "./contact-fields";
import { leadIdSchema, movingTimeframes, provinces, staffLeadSchema } from "./leads";
import { safeString, safeText } from "./safe-text";
import { validationMessages } from "./validation-messages";

/**
 * How the seller agreed to be contacted (CASL): `express` (they ticked a box or said yes, with when and
 * which wording) or `implied` (they asked about selling: an inquiry, valid for six months).
 */
export const consentBasisSchema = z.object({
  basis: z.enum(["express", "implied"]),
  obtainedAt: z.iso.datetime({ offset: true }).optional(),
  /** The wording or form version the seller agreed to, as the source keeps it. */
  textVersion: safeText(200).optional(),
});

const optionalText = (max: number) => safeText(max).optional();

/** A lead from another source (a portal, an ad form, a dialer). Unknown fields are dropped. */
export const apiCreateLeadInputSchema = z
  .object({
    /** Optional client-made id (`lead_{timestamp}_{random}`): sending the same id again changes nothing. */
    id: leadIdSchema.optional(),
    type: z.enum(["cash", "realtor"]),
    fullName: optionalText(120),
    email: safeString().trim().max(254).pipe(z.email(validationMessages.invalidEmail)).optional(),
    phone: phoneField().optional(),
    address: optionalText(300),
    unit: optionalText(40),
    city: optionalText(100),
    province: z.enum(provinces).optional(),
    postalCode: postalCodeField().optional(),
    movingTimeframe: z.enum(movingTimeframes).optional(),
    comments: optionalText(5000),
    /** Where the lead came from, e.g. `zillow` or `facebook-lead-ads`. */
    source: safeString().trim().min(1, "Source is required").max(60, "At most 60 characters"),
    consent: consentBasisSchema,
  })
  .refine((v) => Boolean(v.email || v.phone), {
    message: validationMessages.contact,
    path: ["email"],
  })
  .superRefine(checkPostalCodeProvince);
export type ApiCreateLeadInput = z.input<typeof apiCreateLeadInputSchema>;

/** The `Idempotency-Key` header: a client-chosen token, the same on every retry of one call. */
export const idempotencyKeySchema = safeString()
  .trim()
  .min(1)
  .max(200, "At most 200 characters")
  .regex(/^[\x21-\x7e]+$/, "Use printable characters without spaces");

export const apiLeadParamsSchema = z.object({ id: leadIdSchema });

/**
 * What a write (`POST`, `PATCH /api/v1/leads`) answers a key without `leads:read` (decision 027): the lead's id
 * and capture status, never its personal data; its `Location` header names the lead's URL.
 */
export const apiLeadReceiptSchema = z.object({
  id: z.string(),
  status: z.string(),
});
export type ApiLeadReceipt = z.infer<typeof apiLeadReceiptSchema>;

/** A write's answer: the full lead when the key also holds `leads:read`, else the receipt. */
export const apiLeadWriteAnswerSchema = z.union([staffLeadSchema, apiLeadReceiptSchema]);

import "./zod-config";
import { z } from "zod";
import { conditionChoices, LEAD_ID_PATTERN, provinces } from "./constants";
import { checkPostalCodeProvince, phoneField, postalCodeField } from "./contact-fields";
import { leadFlowVariantSettings, leadFlowVariants } from "./lead-flow-variants";
import { LOCALES } from "./locale";
import { consentBases, pipelineStages } from "./pipeline";
import { safeString, safeText } from "./safe-text";
import { validationMessages } from "./validation-messages";

export { CONSENT_TEXT_VERSION, consentText, LEAD_ID_PATTERN, REPRESENTED_TAG } from "./constants";

export const leadIdSchema = safeString().regex(LEAD_ID_PATTERN, "Invalid lead id: expected lead_{timestamp}_{random}");
/**
 * The proof that a browser owns a lead (decision 005): at least 128 random bits, made by the browser with
 * the lead id before the first save and sent with every save of that lead. The server keeps only its hash.
 */
export const leadSecretSchema = safeString().regex(
  /^[A-Za-z0-9_-]{22,128}$/,
  "Invalid lead secret: expected 22 to 128 base64url characters",
);
export const leadStatuses = ["Partial", "Contacted", "Qualified Lead"] as const;
export { conditionChoices, provinces };
export const movingTimeframes = ["immediately", "within3months", "3-6months", "6-12months", "over1year"] as const;
export const contactMethods = ["Phone", "Email", "Text"] as const;
export {
  type LeadFlowVariant,
  type LeadFlowVariantSetting,
  leadFlowVariantSettings,
  leadFlowVariants,
} from "./lead-flow-variants";

const text = safeText;
/** An optional e-mail: empty means not given; anything else must look like an e-mail. */
const optionalEmail = safeString()
  .trim()
  .max(254, "At most 254 characters")
  .refine((v) => v === "" || z.email().safeParse(v).success, validationMessages.invalidEmail);

const utmSchema = z
  .object({
    source: text(100).optional(),
    medium: text(100).optional(),
    campaign: text(100).optional(),
    term: text(100).optional(),
    content: text(100).optional(),
    /** The referring site's host, when the visitor came from another site. */
    referrer: text(100).optional(),
  })
  .optional();

/**
 * Everything a public flow may send (spec section 3: questionnaire, two-step, four-card, guide-form and
 * demo shapes). Unknown fields are dropped; every text is capped.
 */
export const publicLeadInputSchema = z
  .object({
    id: leadIdSchema.optional(),
    /** Proves ownership of `id`; without it a save may only create a lead, never change one. */
    leadSecret: leadSecretSchema.optional(),
    leadType: z.enum(["agent", "cash", "Sell with Agent", "Cash Offer"]).optional(),
    type: z.enum(["realtor", "cash", "agent"]).optional(),
    status: z.enum(leadStatuses).optional(),
    email: optionalEmail.optional(),
    name: text(120).optional(),
    firstName: text(120).optional(),
    fullName: text(120).optional(),
    phone: phoneField().optional(),
    address: text(300).optional(),
    street: text(200).optional(),
    unit: text(40).optional(),
    city: text(100).optional(),
    province: z.union([z.enum(provinces), z.literal("")]).optional(),
    postalCode: postalCodeField().optional(),
    workingWithRealtor: z.boolean().optional(),
    hasAgent: z.boolean().optional(),
    hasRealtor: z.boolean().optional(),
    hasSoldBefore: z.boolean().optional(),
    topics: z.array(text(100)).max(12, "At most 12 topics").optional(),
    movingTimeline: z.number().int().min(0).max(24).optional(),
    timeline: z.union([z.number().int().min(0).max(24), text(40)]).optional(),
    movingReason: text(60).optional(),
    movingLocation: text(200).optional(),
    completedEmail: z.boolean().optional(),
    completedContact: z.boolean().optional(),
    tag: text(100).optional(),
    propertyCondition: z.union([z.enum(conditionChoices), z.number().int().min(0).max(10)]).optional(),
    contactMethod: z.enum(contactMethods).optional(),
    formData: safeString().max(10_000, "At most 10000 characters").optional(),
    notify: z.boolean().optional(),
    sendGuideLeadEmail: z.boolean().optional(),
    message: text(2000).optional(),
    comments: text(2000).optional(),
    requestedContact: z.boolean().optional(),
    variant: z.enum(leadFlowVariants).optional(),
    source: text(200).optional(),
    /** The first touch: the campaign and referrer the visitor first arrived with. */
    utm: utmSchema,
    /** The last touch: the latest campaign or referrer the visitor came back by (issue 43); never "direct". */
    lastTouch: utmSchema,
    /** The visitor saw the consent line (CASL) and submitted; `consentTextVersion` names its wording. */
    consent: z.boolean().optional(),
    consentTextVersion: text(40).optional(),
    /** The separate, unticked marketing box (CASL express consent, decision 021); absent means not ticked. */
    marketingConsent: z.boolean().optional(),
    /** The visitor's language (decision 017): the lead's e-mails go in it; English when not sent. */
    locale: z.enum(LOCALES).optional(),
  })
  // A postal code sent with its province must belong to it (its first letter names the province).
  .superRefine(checkPostalCodeProvince);
export type PublicLeadInput = z.input<typeof publicLeadInputSchema>;

export const leadSaveResponseSchema = z.object({
  ok: z.literal(true),
  id: leadIdSchema,
  status: z.string(),
});
export type LeadSaveResponse = z.infer<typeof leadSaveResponseSchema>;

/** A lead as staff read it (spec section 3), plus a few fields staff need (tag, source, consent). */
export const staffLeadSchema = z.object({
  id: z.string(),
  type: z.enum(["cash", "realtor"]),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  unit: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  status: z.string(),
  tag: z.string().nullable(),
  movingTimeframe: z.enum(movingTimeframes).nullable(),
  movingReason: z.string().nullable(),
  movingLocation: z.string().nullable(),
  condition: z.number().int().nullable(),
  hasMortgage: z.boolean().nullable(),
  mortgageAmount: z.number().nullable(),
  paymentsOnTime: z.boolean().nullable(),
  workingWithRealtor: z.boolean().nullable(),
  comments: z.string().nullable(),
  agentId: z.number().int().nullable(),
  contactMethod: z.string().nullable(),
  topics: z.array(z.string()).nullable(),
  variant: z.string().nullable(),
  source: z.string().nullable(),
  /** The seller's language (decision 017): the agent calls in it; the seller's e-mails go in it. */
  locale: z.enum(LOCALES),
  consentAt: z.string().nullable(),
  consentBasis: z.enum(consentBases).nullable(),
  /** The staff pipeline stage (DESIGN.md 5.9). */
  stage: z.enum(pipelineStages),
  firstContactAt: z.string().nullable(),
  /** When the lead started waiting for a first contact; null when nobody is expected to call (decision 019). */
  waitingSince: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set when the person was erased (decision 021): the personal fields above are empty. */
  erasedAt: z.string().nullable().optional(),
  /** Decision 039: the lead score (0-100) from the admin's rules, and why, in a few words each (staff reads only). */
  score: z.number().int().min(0).max(100).optional(),
  scoreReasons: z.array(z.string()).optional(),
});
export type StaffLead = z.infer<typeof staffLeadSchema>;

export const leadFlowConfigSchema = z.object({ variant: z.enum(leadFlowVariantSettings) });
export type LeadFlowConfig = z.infer<typeof leadFlowConfigSchema>;

export const leadFlowStatsSchema = z.object({
  rows: z.array(
    z.object({
      variant: z.string(),
      type: z.enum(["cash", "realtor"]),
      started: z.number().int(),
      completed: z.number().int(),
      /** completed / started, 0..1; 0 when nothing started. */
      conversion: z.number(),
    }),
  ),
});
export type LeadFlowStats = z.infer<typeof leadFlowStatsSchema>;

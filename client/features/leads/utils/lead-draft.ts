import "../../../../contract/zod-config";
import { z } from "zod";
import { checkPostalCodeProvince } from "../../../../contract/contact-fields";
import type { UpdateLeadInput } from "../../../../contract/crm";
import { movingTimeframes, provinces, type StaffLead } from "../../../../contract/leads";
import { parsePhone } from "../../../../contract/phone-number";
import { normalisePostalCode } from "../../../../contract/postal-code";
import { validationMessages } from "../../../../contract/validation-messages";

const yesNo = z.enum(["", "yes", "no"]);
const optionalNumber = (check: (n: number) => boolean, message: string) =>
  z.string().refine((v) => v.trim() === "" || check(Number(v)), message);

/**
 * The edit form's values: what the inputs hold, as text; '' means no value. The form progress (`status`)
 * is not among them: it says how far the seller got in our forms, which staff cannot change (the stage is
 * the lead's state for staff).
 */
export const leadDraftSchema = z
  .object({
    type: z.enum(["cash", "realtor"]),
    fullName: z.string().max(120, "At most 120 characters"),
    // The contract's phone and postal-code rules, as the server applies them to the saved change.
    phone: z
      .string()
      .max(40, "At most 40 characters")
      .refine((v) => v.trim() === "" || parsePhone(v) !== null, validationMessages.phone),
    email: z
      .string()
      .refine((v) => v.trim() === "" || z.email().safeParse(v.trim()).success, validationMessages.invalidEmail),
    address: z.string().max(300, "At most 300 characters"),
    unit: z.string().max(40, "At most 40 characters"),
    city: z.string().max(100, "At most 100 characters"),
    province: z.enum(["", ...provinces]),
    postalCode: z
      .string()
      .max(12, "At most 12 characters")
      .refine((v) => v.trim() === "" || normalisePostalCode(v) !== null, validationMessages.postalCode),
    movingTimeframe: z.enum(["", ...movingTimeframes]),
    movingReason: z.string().max(60, "At most 60 characters"),
    movingLocation: z.string().max(200, "At most 200 characters"),
    condition: optionalNumber((n) => Number.isInteger(n) && n >= 0 && n <= 10, validationMessages.condition),
    hasMortgage: yesNo,
    mortgageAmount: optionalNumber((n) => Number.isFinite(n) && n >= 0, validationMessages.mortgage),
    paymentsOnTime: yesNo,
    workingWithRealtor: yesNo,
    comments: z.string().max(5000, "At most 5000 characters"),
    agentId: z.string(),
  })
  // A postal code must belong to the province chosen with it (its first letter names the province).
  .superRefine(checkPostalCodeProvince);
export type LeadDraft = z.infer<typeof leadDraftSchema>;

/** The form's rules for this lead: a lead with a name keeps one (the server refuses an empty name too). */
export function leadDraftSchemaFor(lead: Pick<StaffLead, "fullName">) {
  if (!lead.fullName?.trim()) return leadDraftSchema;
  return leadDraftSchema.superRefine((draft, ctx) => {
    if (!draft.fullName.trim())
      ctx.addIssue({ code: "custom", path: ["fullName"], message: validationMessages.fullName });
  });
}
type DraftKey = keyof LeadDraft;

const textFields = [
  "fullName",
  "phone",
  "email",
  "address",
  "unit",
  "city",
  "postalCode",
  "movingReason",
  "movingLocation",
  "comments",
] as const;
const boolFields = ["hasMortgage", "paymentsOnTime", "workingWithRealtor"] as const;
const numberFields = ["condition", "mortgageAmount", "agentId"] as const;

const fromBool = (v: boolean | null) => (v === null ? "" : v ? "yes" : "no");
const fromNumber = (v: number | null) => (v === null ? "" : String(v));

/** Edit Lead copies the lead's fields into a draft (spec section 4). */
export function toDraft(lead: StaffLead): LeadDraft {
  const draft = {
    type: lead.type,
    province: (provinces as readonly string[]).includes(lead.province ?? "") ? lead.province : "",
    movingTimeframe: lead.movingTimeframe ?? "",
  } as LeadDraft;
  for (const key of textFields) draft[key] = lead[key] ?? "";
  for (const key of boolFields) draft[key] = fromBool(lead[key]);
  for (const key of numberFields) draft[key] = fromNumber(lead[key]);
  return draft;
}

function toValue(key: DraftKey, value: string): unknown {
  const text = value.trim();
  if ((boolFields as readonly string[]).includes(key)) return text === "" ? null : text === "yes";
  if ((numberFields as readonly string[]).includes(key)) return text === "" ? null : Number(text);
  if (key === "type") return text;
  return text === "" ? null : text;
}

/** Save sends only what changed since Edit Lead was pressed; nothing when nothing changed. */
export function changedFields(original: StaffLead, draft: LeadDraft): UpdateLeadInput {
  const before = toDraft(original);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(before) as DraftKey[]) {
    const after = toValue(key, draft[key]);
    if (after !== toValue(key, before[key])) changes[key] = after;
  }
  return changes as UpdateLeadInput;
}

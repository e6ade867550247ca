import "./zod-config";
import type { z } from "zod";
import { parsePhone } from "./phone-number";
import { normalisePostalCode, postalCodeFitsProvince } from "./postal-code";
import { safeString } from "./safe-text";
import { validationMessages } from "./validation-messages";

/**
 * A phone number where data enters (lead flows, staff edits, `/api/v1`, settings): empty means not given;
 * anything else must be a valid number (contract/phone-number.ts) and leaves the schema formatted.
 */
export const phoneField = () =>
  safeString()
    .trim()
    .max(40, "At most 40 characters")
    .refine((v) => v === "" || parsePhone(v) !== null, validationMessages.phone)
    .transform((v) => parsePhone(v)?.formatted ?? v);

/** A Canadian postal code: empty means not given; anything else must be one, and leaves as `M5V 3L9`. */
export const postalCodeField = () =>
  safeString()
    .trim()
    .max(12, "At most 12 characters")
    .refine((v) => v === "" || normalisePostalCode(v) !== null, validationMessages.postalCode)
    .transform((v) => normalisePostalCode(v) ?? v);

/**
 * The object-level check of a postal code against the province sent with it (its first letter names the
 * province); nothing to check when either is missing. Use with `.superRefine(checkPostalCodeProvince)`.
 */
export function checkPostalCodeProvince(
  value: { postalCode?: string | null; province?: string | null },
  ctx: z.RefinementCtx,
): void {
  if (postalCodeFitsProvince(value.postalCode, value.province)) return;
  ctx.addIssue({ code: "custom", message: validationMessages.postalCodeProvince, path: ["postalCode"] });
}

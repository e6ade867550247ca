import type { StaffLead } from "../../../../contract/leads";
import type { Locale } from "../../../../contract/locale";

/** Street, unit, city, province and postal code as one line; empty parts left out. */
export function fullAddress(
  lead: Pick<StaffLead, "address" | "unit" | "city" | "province" | "postalCode">,
  unitWord = "Unit",
): string {
  const street = [lead.address, lead.unit && `${unitWord} ${lead.unit}`].filter(Boolean).join(", ");
  const region = [lead.province, lead.postalCode].filter(Boolean).join(" ");
  return [street, lead.city, region].filter(Boolean).join(", ");
}

/** A counter figure; the planner's estimates (large tables, decision 013) read "≈ 1,000,000". */
export function formatCounter(value: number, estimated = false, locale: Locale = "en-CA"): string {
  return estimated ? `≈ ${value.toLocaleString(locale)}` : String(value);
}

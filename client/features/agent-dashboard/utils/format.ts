import type { StaffLead } from "../../../../contract/leads";

/** Street, unit, city, province and postal code as one line; empty parts left out. */
export function fullAddress(lead: Pick<StaffLead, "address" | "unit" | "city" | "province" | "postalCode">): string {
  const street = [lead.address, lead.unit && `Unit ${lead.unit}`].filter(Boolean).join(", ");
  const region = [lead.province, lead.postalCode].filter(Boolean).join(" ");
  return [street, lead.city, region].filter(Boolean).join(", ");
}

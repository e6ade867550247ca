import type { movingTimeframes } from "../../../../contract/leads";

export type Timeframe = (typeof movingTimeframes)[number];

export const timeframeLabels: Record<Timeframe, string> = {
  immediately: "Immediately",
  within3months: "Within 3 months",
  "3-6months": "3–6 months",
  "6-12months": "6–12 months",
  over1year: "Over 1 year",
};

export function yesNo(value: boolean | null): string {
  return value === null ? "Not specified" : value ? "Yes" : "No";
}

const money = new Intl.NumberFormat("en-CA", { style: "currency", currency: "CAD", maximumFractionDigits: 2 });
export function formatMoney(value: number | null): string {
  return value === null ? "Not specified" : money.format(value);
}

/** The staff field names of spec section 3 (and a reminder's), as people read them. */
const fieldLabels: Record<string, string> = {
  type: "Lead Type",
  fullName: "Full Name",
  phone: "Phone",
  email: "Email",
  address: "Address",
  unit: "Unit",
  city: "City",
  province: "Province",
  postalCode: "Postal Code",
  status: "Status",
  movingTimeframe: "Timeframe",
  movingReason: "Moving Reason",
  movingLocation: "Moving To",
  condition: "Property Condition",
  hasMortgage: "Has Mortgage",
  mortgageAmount: "Mortgage Amount",
  paymentsOnTime: "Current on Payments",
  workingWithRealtor: "Under Contract with Another Realtor",
  comments: "Additional Comments",
  agentId: "Assigned Agent",
  completed: "Completed",
  title: "Title",
  dueDate: "Due Date",
};

/** `postalCode` -> 'Postal Code'; unknown names are split at capitals and underscores. */
export function humaniseField(name: string): string {
  const known = fieldLabels[name];
  if (known) return known;
  return name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/\b\w/g, (c) => c.toUpperCase())
    .trim();
}

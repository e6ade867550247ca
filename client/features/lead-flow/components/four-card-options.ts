import type { conditionChoices, contactMethods, provinces } from "../../../../contract/leads";

type Province = (typeof provinces)[number];
type Condition = (typeof conditionChoices)[number];
type ContactMethod = (typeof contactMethods)[number];

/** The 13 province and territory codes (spec section 9) with their names for the select. */
export const provinceOptions: readonly { value: Province; label: string }[] = [
  { value: "ON", label: "Ontario" },
  { value: "BC", label: "British Columbia" },
  { value: "QC", label: "Quebec" },
  { value: "AB", label: "Alberta" },
  { value: "MB", label: "Manitoba" },
  { value: "NS", label: "Nova Scotia" },
  { value: "NB", label: "New Brunswick" },
  { value: "SK", label: "Saskatchewan" },
  { value: "NL", label: "Newfoundland and Labrador" },
  { value: "PE", label: "Prince Edward Island" },
  { value: "NT", label: "Northwest Territories" },
  { value: "YT", label: "Yukon" },
  { value: "NU", label: "Nunavut" },
];

export const conditionOptions: readonly { value: Condition; label: string; description: string }[] = [
  { value: "Excellent", label: "Excellent", description: "Move-in ready, recently updated, no repairs needed." },
  { value: "Good", label: "Good", description: "Well maintained; only minor touch-ups needed." },
  { value: "Fair", label: "Fair", description: "Livable, but needs some repairs or updates." },
  { value: "Poor", label: "Poor", description: "Needs major repairs or a renovation." },
];

export const contactMethodOptions: readonly { value: ContactMethod; label: string }[] = [
  { value: "Phone", label: "Phone" },
  { value: "Email", label: "Email" },
  { value: "Text", label: "Text" },
];

/** Spec section 3: the four-card cash timeline choices, sent as written. */
export const cashTimelineChoices = ["ASAP", "30–60 days", "3+ months"] as const;
export type CashTimelineChoice = (typeof cashTimelineChoices)[number];

export interface FourCardValues {
  street: string;
  unit: string;
  city: string;
  province: Province | "";
  postalCode: string;
  condition: Condition | "";
  hasAgent: "yes" | "no" | "";
  name: string;
  email: string;
  phone: string;
  contactMethod: ContactMethod | "";
  timeline: CashTimelineChoice | "";
  /** The optional marketing box (decision 021): unticked until the visitor ticks it. */
  marketingConsent: boolean;
}

export const emptyFourCardValues: FourCardValues = {
  street: "",
  unit: "",
  city: "",
  province: "",
  postalCode: "",
  condition: "",
  hasAgent: "",
  name: "",
  email: "",
  phone: "",
  contactMethod: "",
  timeline: "",
  marketingConsent: false,
};

export const fourCardLabels = [
  "leadFlow.card.location",
  "leadFlow.card.condition",
  "leadFlow.card.agent",
  "leadFlow.card.contact",
] as const;

const filled = (value: string) => value.trim() !== "";

/** Spec section 5: every field of the card, except the unit and the agent flow's phone (labelled optional). */
export function isCardComplete(card: number, values: FourCardValues, isCash: boolean): boolean {
  switch (card) {
    case 0:
      return [values.street, values.city, values.province, values.postalCode].every(filled);
    case 1:
      return values.condition !== "";
    case 2:
      return values.hasAgent !== "";
    default:
      return (
        [values.name, values.email, values.contactMethod].every(filled) &&
        (!isCash || (filled(values.phone) && values.timeline !== ""))
      );
  }
}

/** One line for staff: "12 Elm St, Unit 4, Toronto, ON M5V 2T6"; the parts are sent separately as well. */
export function joinAddress(values: FourCardValues): string {
  return [
    values.street.trim(),
    values.unit.trim() ? `Unit ${values.unit.trim()}` : "",
    values.city.trim(),
    `${values.province} ${values.postalCode.trim()}`.trim(),
  ]
    .filter(Boolean)
    .join(", ");
}

import type { LeadFlowVariantSetting } from "../../../../contract/leads";

export interface VariantOption {
  value: LeadFlowVariantSetting;
  label: string;
  description: string;
}

/** DESIGN.md 5.2: the two readings of the lead flows, or an A/B test between them. */
export const variantOptions: VariantOption[] = [
  {
    value: "four-card",
    label: "Four cards (default)",
    description:
      "Four short cards: property location (street, unit, city, province, postal code), condition, whether the seller works with an agent, then contact details.",
  },
  {
    value: "two-step",
    label: "Two-step form",
    description: "A short form in two steps: property information first, then name, e-mail and phone.",
  },
  {
    value: "split",
    label: "A/B test (50/50 split)",
    description:
      "Each visitor gets one of the two readings at random, half and half, and keeps it for the session. Each lead records which one it came through, so the table below compares them.",
  },
];

export const variantLabel = (variant: string) =>
  variant === "four-card" ? "Four cards" : variant === "two-step" ? "Two-step form" : variant;

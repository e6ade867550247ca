import type { LeadFlowVariantSetting } from "../../../../contract/leads";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import type { Translate } from "../../../i18n/use-t";

export interface VariantOption {
  value: LeadFlowVariantSetting;
  label: MessageId;
  description: MessageId;
}

/** DESIGN.md 5.2: the two readings of the lead flows, or an A/B test between them. */
export const variantOptions: VariantOption[] = [
  {
    value: "four-card",
    label: "admin.variant.four-card.label",
    description: "admin.variant.four-card.description",
  },
  {
    value: "two-step",
    label: "admin.variant.two-step.label",
    description: "admin.variant.two-step.description",
  },
  {
    value: "split",
    label: "admin.variant.split.label",
    description: "admin.variant.split.description",
  },
];

/** A stored variant's short name; an unknown one shows as stored. */
export const variantLabel = (t: Translate, variant: string) =>
  variant === "four-card"
    ? t("admin.variant.four-card.short")
    : variant === "two-step"
      ? t("admin.variant.two-step.short")
      : variant;

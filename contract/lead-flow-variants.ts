// The lead-flow readings (DESIGN.md 5.2) with no zod in them: public pages that only name a variant (the
// landing page's links, the variant preview) must not load the schemas.

export const leadFlowVariants = ["four-card", "two-step"] as const;
export type LeadFlowVariant = (typeof leadFlowVariants)[number];
export const leadFlowVariantSettings = ["four-card", "two-step", "split"] as const;
export type LeadFlowVariantSetting = (typeof leadFlowVariantSettings)[number];

import {
  type LeadFlowVariant,
  type LeadFlowVariantSetting,
  leadFlowVariants,
} from "../../../../contract/lead-flow-variants";

/** `?variant=two-step|four-card` previews that reading (DESIGN.md 5.2); anything else is ignored. */
export function previewVariant(search: string): LeadFlowVariant | null {
  const value = new URLSearchParams(search).get("variant");
  return leadFlowVariants.find((variant) => variant === value) ?? null;
}

/** FNV-1a: a small, stable string hash, so the same session id always lands in the same half. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The A/B split: 50/50 and fixed per session id. */
export function splitVariant(sessionId: string): LeadFlowVariant {
  return hash(sessionId) % 2 === 0 ? "four-card" : "two-step";
}

/** The reading to mount: the preview, else the admin setting (split resolved per session id). */
export function resolveVariant(
  preview: LeadFlowVariant | null,
  setting: LeadFlowVariantSetting,
  sessionId: string,
): LeadFlowVariant {
  if (preview) return preview;
  return setting === "split" ? splitVariant(sessionId) : setting;
}

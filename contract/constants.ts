// Shared values with no zod in them, so that public pages can use them without loading the schemas.

/** `lead_{timestamp}_{random}`: made by the browser (spec section 3) or by the server in the same shape. */
export const LEAD_ID_PATTERN = /^lead_\d{10,16}_[a-z0-9]{3,24}$/;

export const REPRESENTED_TAG = "Agent Represented – Do Not Contact";

/** The image shown for a section without one of its own. */
export const DEFAULT_SECTION_IMAGE = "/images/default-section.svg";

/**
 * Slug from a title: accents folded ("Montréal" gives "montreal", not "montr-al"), lowercase, runs of
 * non-alphanumerics become hyphens, trimmed (spec section 5).
 */
export function slugify(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Version of the consent sentence shown at contact steps; stored with each consent record. */
export const CONSENT_TEXT_VERSION = "casl-2026-11-v1";
/** The same sentence where only an e-mail is asked (the questionnaire's e-mail step): it names e-mail alone. */
export const CONSENT_EMAIL_TEXT_VERSION = "casl-2026-12-email-v1";

/** The CASL consent line: purpose, who is asking, and that consent can be withdrawn. */
export function consentText(
  brokerage: { name: string; phone: string; email: string },
  channels: "all" | "email" = "all",
): string {
  const contact = [brokerage.phone, brokerage.email].filter(Boolean).join(" or ");
  const by = channels === "email" ? "e-mail" : "phone, e-mail or text";
  return `By submitting, you agree that ${brokerage.name} may contact you by ${by} about selling your home. You can withdraw your consent at any time${contact ? ` by contacting us at ${contact}` : ""} or with the unsubscribe link in any e-mail.`;
}

/**
 * Do not contact is one thing: the pipeline stage 'do_not_contact' (decision 047). A represented seller
 * (REPRESENTED_TAG) is put there when the lead is made, and kept there unless a manager moves them; staff
 * must not call or e-mail a lead in it (docs/accessibility.md). Every screen asks this, never the tag.
 */
export function isDoNotContact(lead: { stage: string }): boolean {
  return lead.stage === "do_not_contact";
}

/** The provinces and territories a Canadian address names (their postal abbreviations). */
export const provinces = ["ON", "BC", "QC", "AB", "MB", "NS", "NB", "SK", "NL", "PE", "NT", "YT", "NU"] as const;

/** The condition a seller gives their home (the lead flows, the cash ballpark's discounts). */
export const conditionChoices = ["Excellent", "Good", "Fair", "Poor"] as const;

/** The four kinds of home the estimator compares (decision 040): a home is compared only with its kind. */
export const propertyTypes = ["detached", "semi-detached", "townhouse", "condo"] as const;
export type PropertyType = (typeof propertyTypes)[number];

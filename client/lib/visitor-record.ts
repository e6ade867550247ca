import type { Locale } from "../../contract/locale";
import { getSessionId } from "./session-id";

/**
 * What a visitor told one public form about their home, for the next form to start from (issue 43): the
 * address as the four-card flow and the funnel name it, the funnel's details, the condition, and the one-line
 * address of the two-step flow. Form values, as typed (strings).
 */
export interface VisitorHome {
  street: string;
  unit: string;
  city: string;
  province: string;
  postalCode: string;
  /** The two-step flow's single address line. */
  line: string;
  propertyType: string;
  bedrooms: string;
  bathrooms: string;
  livingArea: string;
  yearBuilt: string;
  condition: string;
}

interface VisitorRecord {
  /** The lead id of the secret this browser keeps (decision 005) when the record was last written. */
  leadId: string;
  home: Partial<VisitorHome>;
  locale?: Locale;
}

// This tab only (sessionStorage): the address is personal, and the journey (funnel -> cash flow, a language
// switch) happens in one tab. The lead's own data is the server's; this only spares the seller retyping.
const KEY = "visitor-record";
const fields: readonly (keyof VisitorHome)[] = [
  "street",
  "unit",
  "city",
  "province",
  "postalCode",
  "line",
  "propertyType",
  "bedrooms",
  "bathrooms",
  "livingArea",
  "yearBuilt",
  "condition",
];

function read(): VisitorRecord | null {
  if (typeof window === "undefined") return null;
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as VisitorRecord | null;
    return parsed && typeof parsed.home === "object" && parsed.home !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** The home as the visitor last described it in this tab (only string fields of known names). */
export function visitorHome(): Partial<VisitorHome> {
  const home = read()?.home ?? {};
  const clean: Partial<VisitorHome> = {};
  for (const field of fields) {
    const value = home[field];
    if (typeof value === "string" && value.length <= 300) clean[field] = value;
  }
  return clean;
}

/** Adds what a form was just told; an empty field does not erase what another form learnt. */
export function rememberVisitorHome(patch: Partial<VisitorHome>, locale?: Locale): void {
  if (typeof window === "undefined") return;
  const home = { ...visitorHome() };
  for (const field of fields) {
    const value = patch[field];
    if (typeof value === "string" && value.trim() !== "") home[field] = value;
  }
  // The parts and the one-line address describe one home: a new line from the parts keeps them together.
  if (patch.street?.trim()) home.line = oneLine(home);
  const record: VisitorRecord = { leadId: getSessionId(), home, ...(locale ? { locale } : {}) };
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(record));
  } catch {
    // storage blocked: each form starts empty, as before
  }
}

/** "4-12 Oak St, Toronto, ON M4C 1A1" (unit-street, as Canada Post writes it) from the parts the visitor gave. */
export function oneLine(home: Partial<VisitorHome>): string {
  const street = [home.unit?.trim(), home.street?.trim()].filter(Boolean).join("-");
  const region = [home.province, home.postalCode?.trim()].filter(Boolean).join(" ");
  return [street, home.city?.trim(), region].filter(Boolean).join(", ");
}

import type { AdLeadField } from "../../../contract/ads";
import { provinces } from "../../../contract/leads";

/** One answer of an ad form: the question's key (Meta field name, Google column id), its label, the value. */
export interface AdAnswer {
  key: string;
  label: string;
  value: string;
}

/** What a form's answers make of a lead. */
export interface MappedAdLead {
  fullName: string | null;
  email: string | null;
  phone: string | null;
  postalCode: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  movingReason: string | null;
  movingLocation: string | null;
  timeline: string | null;
  /** The answers without a field of their own, one `label: value` a line. */
  comments: string | null;
}

/**
 * The defaults, by the platforms' standard question keys (Meta's field names, Google's column ids, folded
 * to lower case): name, e-mail, phone, postal code and address go to their fields; any other question goes
 * to the comments unless the admin mapped it (decision 053).
 */
const defaults: Record<string, AdLeadField> = {
  full_name: "fullName",
  first_name: "firstName",
  last_name: "lastName",
  email: "email",
  work_email: "email",
  phone_number: "phone",
  phone: "phone",
  work_phone: "phone",
  post_code: "postalCode",
  zip_code: "postalCode",
  postal_code: "postalCode",
  street_address: "address",
  city: "city",
  province: "province",
  state: "province",
  region: "province",
  country: "ignore",
};

const fold = (key: string) => key.trim().toLowerCase();

/** The field an answer goes to: the admin's mapping first, then the defaults, else the comments. */
export function fieldOf(key: string, mappings: ReadonlyMap<string, AdLeadField>): AdLeadField {
  return mappings.get(fold(key)) ?? defaults[fold(key)] ?? "comments";
}

const provinceOf = (value: string) => {
  const upper = value.trim().toUpperCase();
  return (provinces as readonly string[]).includes(upper) ? upper : null;
};

/** Maps a form's answers; empty answers are skipped, the first answer for a field wins. */
export function mapAdAnswers(answers: readonly AdAnswer[], mappings: ReadonlyMap<string, AdLeadField>): MappedAdLead {
  const found = new Map<AdLeadField, string>();
  const comments: string[] = [];
  for (const answer of answers) {
    const value = answer.value.trim();
    if (!value) continue;
    const field = fieldOf(answer.key, mappings);
    if (field === "ignore" || field === "consent:marketing") continue;
    if (field === "comments") comments.push(`${answer.label || answer.key}: ${value}`);
    else if (!found.has(field)) found.set(field, value.slice(0, 500));
  }
  const joined = [found.get("firstName"), found.get("lastName")].filter(Boolean).join(" ");
  const get = (field: AdLeadField) => found.get(field) ?? null;
  return {
    fullName: get("fullName") ?? (joined || null),
    email: get("email")?.toLowerCase() ?? null,
    phone: get("phone"),
    postalCode: get("postalCode")?.toUpperCase() ?? null,
    address: get("address"),
    city: get("city"),
    province: provinceOf(get("province") ?? ""),
    movingReason: get("movingReason"),
    movingLocation: get("movingLocation"),
    timeline: get("timeline"),
    comments: comments.length > 0 ? comments.join("\n").slice(0, 4000) : null,
  };
}

/** True when a checkbox (or answer) the admin mapped to marketing consent, or named so by default, was granted. */
export function grantsMarketing(key: string, mappings: ReadonlyMap<string, AdLeadField>): boolean {
  const mapped = mappings.get(fold(key));
  if (mapped) return mapped === "consent:marketing";
  return /marketing|newsletter/.test(fold(key));
}

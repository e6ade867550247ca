import { z } from "zod";
import type { ImportField, ImportMapping, ImportRowError } from "../../../contract/lead-import";
import { provinces } from "../../../contract/leads";
import { type ConsentBasis, type PipelineStage, pipelineStages, stageLabels } from "../../../contract/pipeline";
import { toE164 } from "../leads/phone";

/** A valid row, ready to insert. */
export interface ImportedLead {
  fullName: string | null;
  email: string | null;
  phone: string | null;
  phoneE164: string | null;
  address: string | null;
  unit: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  type: "cash" | "realtor";
  stage: PipelineStage;
  comments: string | null;
  consentBasis: ConsentBasis;
  consentAt: Date;
}

/** Implied consent from an inquiry or a past deal lasts two years at most (CASL). */
const IMPLIED_CONSENT_MS = 2 * 365.25 * 24 * 3600 * 1000;
const emailSchema = z.email();
const maxLengths: Partial<Record<ImportField, number>> = {
  fullName: 120,
  email: 254,
  phone: 40,
  address: 300,
  unit: 40,
  city: 100,
  postalCode: 12,
  comments: 5000,
};
const stageByName = new Map<string, PipelineStage>(
  pipelineStages.flatMap((s) => [
    [s, s],
    [stageLabels[s].toLowerCase(), s],
  ]),
);

/** Control characters other than tab and line breaks (a cell may hold a quoted multi-line comment). */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) return true;
  }
  return false;
}

/** The header position of every mapped column; an unknown header is the caller's 400. */
export function columnIndexes(header: string[], mapping: ImportMapping): Map<ImportField, number> {
  const indexes = new Map<ImportField, number>();
  for (const [field, name] of Object.entries(mapping) as [ImportField, string | undefined][]) {
    if (!name) continue;
    const index = header.indexOf(name);
    if (index === -1) throw new Error(`Column "${name}" is not in the file`);
    indexes.set(field, index);
  }
  return indexes;
}

/** Checks one CSV record (`row` as a spreadsheet counts it) and returns the lead or every problem found. */
export function readImportRow(
  record: string[],
  row: number,
  indexes: Map<ImportField, number>,
  mapping: ImportMapping,
  now: Date,
): { lead: ImportedLead } | { errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const get = (field: ImportField): string | null => {
    const index = indexes.get(field);
    const value = index === undefined ? "" : (record[index] ?? "").trim();
    if (!value) return null;
    const max = maxLengths[field];
    if (max && value.length > max)
      errors.push({ row, column: mapping[field] ?? field, message: `At most ${max} characters` });
    // Control characters never reach the database (the API refuses them the same way).
    if (hasControlCharacter(value))
      errors.push({ row, column: mapping[field] ?? field, message: "Contains control characters" });
    return value;
  };
  const fail = (field: ImportField, message: string) => errors.push({ row, column: mapping[field] ?? null, message });

  const fullName = get("fullName");
  const email = get("email");
  const phone = get("phone");
  if (!fullName && !email && !phone)
    errors.push({ row, column: null, message: "A lead needs a name, an e-mail or a phone" });
  if (email && !emailSchema.safeParse(email).success) fail("email", "Invalid email address");
  const phoneE164 = toE164(phone);
  if (phone && !phoneE164) fail("phone", "Invalid phone number");

  const provinceRaw = get("province");
  const province = provinceRaw?.toUpperCase() ?? null;
  if (province && !(provinces as readonly string[]).includes(province))
    fail("province", `Province must be one of ${provinces.join(", ")}`);

  const typeRaw = get("type")?.toLowerCase() ?? "";
  let type: "cash" | "realtor" = "realtor";
  if (["cash", "cash offer"].includes(typeRaw)) type = "cash";
  else if (typeRaw && !["realtor", "realtor service", "agent"].includes(typeRaw))
    fail("type", "Type must be cash or realtor");

  const stageRaw = get("stage")?.toLowerCase();
  const stage = stageRaw ? stageByName.get(stageRaw) : "new";
  if (!stage) fail("stage", `Unknown stage "${stageRaw}"`);

  const basisRaw = get("consentBasis")?.toLowerCase() ?? null;
  const consentBasis = basisRaw === "express" || basisRaw === "implied" ? basisRaw : null;
  if (!basisRaw) fail("consentBasis", "Consent basis is required (express or implied)");
  else if (!consentBasis) fail("consentBasis", "Consent basis must be express or implied");

  const dateRaw = get("consentDate");
  let consentAt: Date | null = null;
  if (dateRaw) {
    const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(dateRaw) ? `${dateRaw}T00:00:00Z` : dateRaw);
    if (Number.isNaN(parsed.getTime())) fail("consentDate", "Invalid consent date");
    else if (parsed.getTime() > now.getTime() + 24 * 3600 * 1000) fail("consentDate", "Consent date is in the future");
    else consentAt = parsed;
  }
  if (consentBasis === "implied" && !dateRaw) fail("consentDate", "Implied consent needs its date");
  if (consentBasis === "implied" && consentAt && now.getTime() - consentAt.getTime() > IMPLIED_CONSENT_MS)
    fail("consentDate", "Implied consent has expired (older than 2 years)");

  const address = get("address");
  const unit = get("unit");
  const city = get("city");
  const postalCode = get("postalCode")?.toUpperCase() ?? null;
  const comments = get("comments");
  if (errors.length > 0 || !consentBasis || !stage) return { errors };
  return {
    lead: {
      fullName,
      email,
      phone,
      phoneE164,
      address,
      unit,
      city,
      province,
      postalCode,
      type,
      stage,
      comments,
      consentBasis,
      consentAt: consentAt ?? now,
    },
  };
}

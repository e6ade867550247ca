import { z } from "zod";
import {
  columnsOf,
  type ImportField,
  type ImportMapping,
  type ImportRowError,
  importFields,
} from "../../../contract/lead-import";
import { provinces } from "../../../contract/leads";
import { type ConsentBasis, type PipelineStage, pipelineStages, stageLabels } from "../../../contract/pipeline";
import { toE164 } from "../leads/index";
import { type AddressParts, splitJoinedAddress } from "./split-address";

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
const DAY_MS = 24 * 3600 * 1000;
const emailSchema = z.email();
const provinceCodes: readonly string[] = provinces;
const cashTypes = ["cash", "cash offer"];
const realtorTypes = ["realtor", "realtor service", "agent"];
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

/** A consent date as the file writes it (a bare date is midnight UTC); null when it is not a date. */
function parseConsentDate(value: string): Date | null {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

const consentBasisOf = (value: string | null) => {
  const basis = value?.toLowerCase();
  return basis === "express" || basis === "implied" ? basis : null;
};

/**
 * One cell, trimmed (empty is null): at most `max` characters, and control characters never reach the
 * database (the API refuses them the same way). Every check reports; none stops the next.
 */
function cell(max?: number) {
  const text = max ? z.string().max(max, `At most ${max} characters`) : z.string();
  return text.refine((value) => !hasControlCharacter(value), "Contains control characters");
}

/**
 * One CSV row, its cells by field (grouped where a rule reads two of them), as the import accepts it.
 * Issues come out in the order a reader meets them: cell by cell, a group's own rule after its cells.
 * `now` bounds the consent date.
 */
export function importRowSchema(now: Date) {
  // The three cells' own checks first, then the rules over them (so a long phone's length comes first).
  const contact = z
    .object({ fullName: cell(120).nullable(), email: cell(254).nullable(), phone: cell(40).nullable() })
    .refine((c) => Boolean(c.fullName || c.email || c.phone), "A lead needs a name, an e-mail or a phone")
    .refine((c) => !c.email || emailSchema.safeParse(c.email).success, {
      path: ["email"],
      error: "Invalid email address",
    })
    .refine((c) => !c.phone || toE164(c.phone) !== null, { path: ["phone"], error: "Invalid phone number" });
  const consent = z
    .object({
      consentBasis: cell()
        .refine((value) => consentBasisOf(value) !== null, "Consent basis must be express or implied")
        .nullable()
        .refine((value) => value !== null, "Consent basis is required (express or implied)"),
      consentDate: cell()
        .superRefine((value, ctx) => {
          const date = parseConsentDate(value);
          if (!date) ctx.addIssue({ code: "custom", message: "Invalid consent date" });
          else if (date.getTime() > now.getTime() + DAY_MS)
            ctx.addIssue({ code: "custom", message: "Consent date is in the future" });
        })
        .nullable(),
    })
    .superRefine((c, ctx) => {
      if (consentBasisOf(c.consentBasis) !== "implied") return;
      const date = c.consentDate ? parseConsentDate(c.consentDate) : null;
      if (!c.consentDate)
        ctx.addIssue({ code: "custom", path: ["consentDate"], message: "Implied consent needs its date" });
      else if (date && date.getTime() <= now.getTime() + DAY_MS && now.getTime() - date.getTime() > IMPLIED_CONSENT_MS)
        ctx.addIssue({
          code: "custom",
          path: ["consentDate"],
          message: "Implied consent has expired (older than 2 years)",
        });
    });
  return z
    .object({
      contact,
      province: cell()
        .refine(
          (value) => provinceCodes.includes(value.toUpperCase()),
          `Province must be one of ${provinces.join(", ")}`,
        )
        .nullable(),
      type: cell()
        .refine(
          (value) => [...cashTypes, ...realtorTypes].includes(value.toLowerCase()),
          "Type must be cash or realtor",
        )
        .nullable(),
      stage: cell()
        .superRefine((value, ctx) => {
          if (!stageByName.has(value.toLowerCase()))
            ctx.addIssue({ code: "custom", message: `Unknown stage "${value.toLowerCase()}"` });
        })
        .nullable(),
      consent,
      address: cell(300).nullable(),
      unit: cell(40).nullable(),
      city: cell(100).nullable(),
      postalCode: cell(12).nullable(),
      comments: cell(5000).nullable(),
    })
    .transform((r): ImportedLead => {
      const consentAt = r.consent.consentDate ? parseConsentDate(r.consent.consentDate) : null;
      return {
        ...r.contact,
        phoneE164: toE164(r.contact.phone),
        address: r.address,
        unit: r.unit,
        city: r.city,
        province: r.province?.toUpperCase() ?? null,
        postalCode: r.postalCode?.toUpperCase() ?? null,
        type: r.type && cashTypes.includes(r.type.toLowerCase()) ? "cash" : "realtor",
        stage: r.stage ? (stageByName.get(r.stage.toLowerCase()) as PipelineStage) : "new",
        comments: r.comments,
        consentBasis: consentBasisOf(r.consent.consentBasis) as ConsentBasis,
        consentAt: consentAt ?? now,
      };
    });
}

type ImportRowSchema = ReturnType<typeof importRowSchema>;

let schemaAt: { time: number; schema: ImportRowSchema } | undefined;

/** One schema per import (its `now`), not one per row. */
function schemaFor(now: Date): ImportRowSchema {
  if (schemaAt?.time !== now.getTime()) schemaAt = { time: now.getTime(), schema: importRowSchema(now) };
  return schemaAt.schema;
}

/** Where each mapped field reads its cells: the header positions of its columns, in the mapping's order. */
export interface ColumnIndexes {
  indexes: Map<ImportField, number[]>;
  /** The fields an address column fills together, split from its one cell. */
  split: Set<keyof AddressParts>;
}

const addressParts = ["address", "unit", "city", "province", "postalCode"] as const;

/** The mapped column the header lacks, if any. */
export function missingColumn(header: string[], mapping: ImportMapping): string | undefined {
  for (const field of importFields)
    for (const name of columnsOf(mapping, field)) if (!header.includes(name)) return name;
  return undefined;
}

/** The header position of every mapped column; an unknown header is the caller's 400. */
export function columnIndexes(header: string[], mapping: ImportMapping): ColumnIndexes {
  const indexes = new Map<ImportField, number[]>();
  for (const field of importFields) {
    const names = columnsOf(mapping, field);
    if (names.length === 0) continue;
    indexes.set(
      field,
      names.map((name) => {
        const index = header.indexOf(name);
        if (index === -1) throw new Error(`Column "${name}" is not in the file`);
        return index;
      }),
    );
  }
  // One column chosen for the address and its city, province or postal code: the file joins them.
  const split = new Set<keyof AddressParts>();
  for (const field of addressParts) {
    const [only, ...more] = columnsOf(mapping, field);
    if (!only || more.length > 0) continue;
    const sharers = addressParts.filter((f) => f !== field && columnsOf(mapping, f).join("\n") === only);
    if (sharers.length > 0) split.add(field);
  }
  return { indexes, split };
}

/** Checks one CSV record (`row` as a spreadsheet counts it) and returns the lead or every problem found. */
export function readImportRow(
  record: string[],
  row: number,
  { indexes, split }: ColumnIndexes,
  mapping: ImportMapping,
  now: Date,
): { lead: ImportedLead } | { errors: ImportRowError[] } {
  const raw = (field: ImportField): string | null =>
    (indexes.get(field) ?? [])
      .map((index) => (record[index] ?? "").trim())
      .filter(Boolean)
      .join(" ") || null;
  const parts = new Map<string, AddressParts>();
  const get = (field: ImportField): string | null => {
    if (!split.has(field as keyof AddressParts)) return raw(field);
    const text = raw(field);
    if (!text) return null;
    let joined = parts.get(text);
    if (!joined) {
      joined = splitJoinedAddress(text);
      parts.set(text, joined);
    }
    return joined[field as keyof AddressParts];
  };
  const parsed = schemaFor(now).safeParse({
    contact: { fullName: get("fullName"), email: get("email"), phone: get("phone") },
    province: get("province"),
    type: get("type"),
    stage: get("stage"),
    consent: { consentBasis: get("consentBasis"), consentDate: get("consentDate") },
    address: get("address"),
    unit: get("unit"),
    city: get("city"),
    postalCode: get("postalCode"),
    comments: get("comments"),
  });
  if (parsed.success) return { lead: parsed.data };
  return {
    errors: parsed.error.issues.map((issue) => {
      // A cell's issue names its column; a rule over several cells (path ending in a group) names none.
      const field = issue.path.at(-1) as ImportField | "contact" | "consent";
      const column = field === "contact" || field === "consent" ? null : columnsOf(mapping, field).join(" + ") || null;
      return { row, column, message: issue.message };
    }),
  };
}

import "./zod-config";
import { z } from "zod";
import { safeString } from "./safe-text";

/** The lead fields a CSV column can fill (decision 019); the consent basis column is required (CASL). */
export const importFields = [
  "fullName",
  "email",
  "phone",
  "address",
  "unit",
  "city",
  "province",
  "postalCode",
  "type",
  "stage",
  "comments",
  "consentBasis",
  "consentDate",
] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  fullName: "Full name",
  email: "E-mail",
  phone: "Phone",
  address: "Address",
  unit: "Unit",
  city: "City",
  province: "Province",
  postalCode: "Postal code",
  type: "Type (cash or realtor)",
  stage: "Pipeline stage",
  comments: "Comments",
  consentBasis: "Consent basis (express or implied)",
  consentDate: "Consent date",
};

const column = safeString().trim().min(1).max(200);
/**
 * One column, or several whose cells are joined with a space in the order given (first + last name, civic
 * number + street). The same column may fill several fields: a joined address is then split (import-row.ts).
 */
const columns = z.union([column, z.array(column).min(1).max(4)]);

/** Which CSV column (by its header) fills which field; sent as the multipart field `mapping` (JSON). */
export const importMappingSchema = z.object({
  fullName: columns.optional(),
  email: column.optional(),
  phone: column.optional(),
  address: columns.optional(),
  unit: column.optional(),
  city: column.optional(),
  province: column.optional(),
  postalCode: column.optional(),
  type: column.optional(),
  stage: column.optional(),
  comments: columns.optional(),
  consentBasis: safeString({ error: "Choose the column with the consent basis" })
    .trim()
    .min(1, "Choose the column with the consent basis")
    .max(200),
  consentDate: column.optional(),
  /** Rows the dry run lists as possible duplicates are left out of the import. */
  skipDuplicates: z.boolean().optional(),
});
export type ImportMapping = z.infer<typeof importMappingSchema>;
/** A field's columns as a list (none when it is not mapped). */
export const columnsOf = (mapping: Partial<ImportMapping>, field: ImportField): string[] => {
  const value = mapping[field];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
/** The fields several columns may fill. */
export const joinableImportFields = ["fullName", "address", "comments"] as const satisfies readonly ImportField[];

/**
 * The fields a lead file usually has: the dry run names each one left unmapped, so a file whose names
 * went nowhere is not imported as "2 ready" without a word.
 */
export const usualImportFields = [
  "fullName",
  "email",
  "phone",
  "address",
  "city",
  "province",
  "postalCode",
  "consentDate",
] as const satisfies readonly ImportField[];

export const importPreviewSchema = z.object({
  columns: z.array(z.string()),
  /** The first rows after the header, as the file has them. */
  rows: z.array(z.array(z.string())),
});

/** The lead import's preview adds the mapping guessed from the header (and the first rows), for the admin to check. */
export const leadImportPreviewSchema = importPreviewSchema.extend({
  suggested: importMappingSchema.omit({ consentBasis: true, skipDuplicates: true }).extend({
    consentBasis: column.optional(),
  }),
});
export type LeadImportPreview = z.infer<typeof leadImportPreviewSchema>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** One problem of one row; `row` counts lines as a spreadsheet does (the header is row 1). */
export const importRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importDuplicateSchema = z.object({
  row: z.number().int(),
  reason: z.enum(["email", "phone", "file"]),
  /** The existing lead it matches, or for 'file' the earlier row of the same file. */
  leadId: z.string().nullable(),
  name: z.string().nullable(),
  earlierRow: z.number().int().nullable(),
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

/** At most this many errors and duplicates are listed; the counts are always complete. */
export const IMPORT_LIST_LIMIT = 500;

export const importDryRunSchema = z.object({
  totalRows: z.number().int(),
  validRows: z.number().int(),
  errorRows: z.number().int(),
  duplicateRows: z.number().int(),
  /** Rows that match a lead an earlier import of them created: never imported twice. */
  alreadyImportedRows: z.number().int(),
  /** The usual fields no column fills. */
  unmapped: z.array(z.enum(importFields)),
  errors: z.array(importRowErrorSchema),
  duplicates: z.array(importDuplicateSchema),
});
export type ImportDryRun = z.infer<typeof importDryRunSchema>;

export const importJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(["running", "done", "failed"]),
  fileName: z.string().nullable(),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  createdRows: z.number().int(),
  errorRows: z.number().int(),
  errors: z.array(importRowErrorSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

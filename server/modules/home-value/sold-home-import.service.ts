import {
  type SoldHomeDryRun,
  type SoldHomeImportJob,
  type SoldHomeMapping,
  type SoldHomePreview,
  type SoldHomeRowError,
  soldHomeFields,
} from "../../../contract/home-value";
import { normaliseHeader } from "../../../contract/import-headers";
import { IMPORT_LIST_LIMIT } from "../../../contract/lead-import";
import type { Database } from "../../db/client";
import { countCsvRows, readCsvHead, withCsvRecords } from "../../lib/csv-upload";
import { fieldError, HttpError } from "../../lib/http-error";
import {
  findSoldHomeImport,
  finishSoldHomeImport,
  insertSoldHomeImport,
  insertSoldHomes,
  listSoldHomeImports,
  recordSoldHomeImportProgress,
} from "./home-value.repository";
import { readSoldHome, type SoldHomeInsert } from "./sold-home-row";

/**
 * The sold-home CSV import (decision 040), on the lead import's pattern (decision 019): preview with a
 * suggested mapping, a dry run that lists every bad row, then a queued job that commits in batches with
 * its progress, so a run cut by a crash goes on from its last committed batch. Bad rows are reported and
 * skipped, never guessed; a sale already on file is counted, not doubled.
 */

const BATCH = 1000;

/**
 * Header words that usually name each field, for the suggested mapping the admin checks; matched against
 * the normalised header (accents folded, lower case, underscores and dashes as spaces: "Sold_Date",
 * "square-feet", "Date de vente" all match).
 */
const headerHints: Record<keyof SoldHomeMapping, RegExp> = {
  street: /^(street|address|adresse|street address|property address|adresse civique)$/,
  unit: /^(unit|apt|suite|unite|app)/,
  city: /^(city|ville|municipality|municipalite)/,
  province: /^(province|prov|state)/,
  postalCode: /^(postal|code postal|zip|postcode)/,
  propertyType: /(property type|^type|style|genre)/,
  bedrooms: /^(bed|beds|chambres|nb chambres)/,
  bathrooms: /^(bath|baths|salles? de bain|sdb)/,
  livingArea:
    /(living area|square feet|square footage|sq ?ft|sqft|superficie habitable|superficie|floor area|pieds carres)/,
  lotSize: /^(lot|terrain)/,
  yearBuilt: /(year built|built|annee de construction|annee construction)/,
  soldPrice: /(sold price|sale price|price|prix)/,
  soldDate: /(sold date|sale date|date sold|sold on|date de vente|closing date|date vendu)/,
  latitude: /^(lat|latitude)$/,
  longitude: /^(lng|lon|long|longitude)$/,
};

export function suggestMapping(columns: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const used = new Set<string>();
  for (const field of soldHomeFields) {
    const column = columns.find((c) => !used.has(c) && headerHints[field].test(normaliseHeader(c)));
    if (column) {
      out[field] = column;
      used.add(column);
    }
  }
  return out;
}

export async function previewSoldHomes(file: Buffer, take = 5): Promise<SoldHomePreview> {
  const head = await readCsvHead(file, take);
  return { ...head, suggested: suggestMapping(head.columns) };
}

/** The header must have every mapped column: a wrong mapping is a 400 before anything runs. */
export async function checkHeader(file: Buffer, mapping: SoldHomeMapping): Promise<void> {
  const { columns } = await previewSoldHomes(file, 0);
  for (const [field, name] of Object.entries(mapping)) {
    if (name && !columns.includes(name)) throw fieldError("csv_column_missing", { name }, `mapping.${field}`);
  }
}

interface Checked {
  totalRows: number;
  errorRows: number;
  errors: SoldHomeRowError[];
}

/** Reads every row; valid ones reach `onBatch` in batches with the count of rows seen so far. */
async function checkRows(
  file: Buffer,
  mapping: SoldHomeMapping,
  today: string,
  onBatch: (batch: SoldHomeInsert[], seen: number) => Promise<void>,
): Promise<Checked> {
  return withCsvRecords(file, async (rows) => {
    let indexes: Map<keyof SoldHomeMapping, number> | undefined;
    let header: string[] = [];
    let row = 1;
    let totalRows = 0;
    let errorRows = 0;
    const errors: SoldHomeRowError[] = [];
    let batch: SoldHomeInsert[] = [];
    const columnOf = (field: keyof SoldHomeMapping) => mapping[field] ?? null;
    for await (const record of rows) {
      if (!indexes) {
        header = record.map((c) => c.trim());
        indexes = new Map();
        for (const [field, name] of Object.entries(mapping) as [keyof SoldHomeMapping, string | undefined][]) {
          if (!name) continue;
          const at = header.indexOf(name);
          if (at === -1) throw fieldError("csv_column_missing", { name }, "mapping");
          indexes.set(field, at);
        }
        continue;
      }
      row += 1;
      totalRows += 1;
      const values: Partial<Record<keyof SoldHomeMapping, string>> = {};
      for (const [field, at] of indexes) values[field] = record[at] ?? "";
      const result = readSoldHome(values, row, columnOf, today);
      if ("errors" in result) {
        errorRows += 1;
        for (const e of result.errors) if (errors.length < IMPORT_LIST_LIMIT) errors.push(e);
      } else {
        batch.push(result.home);
        if (batch.length >= BATCH) {
          await onBatch(batch, totalRows);
          batch = [];
        }
      }
    }
    if (!indexes) throw fieldError("csv_empty", {}, "file");
    if (batch.length > 0) await onBatch(batch, totalRows);
    return { totalRows, errorRows, errors };
  });
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

export async function dryRunSoldHomes(
  file: Buffer,
  mapping: SoldHomeMapping,
  now = new Date(),
): Promise<SoldHomeDryRun> {
  let validRows = 0;
  const result = await checkRows(file, mapping, todayOf(now), async (batch) => {
    validRows += batch.length;
  });
  return { totalRows: result.totalRows, validRows, errorRows: result.errorRows, errors: result.errors };
}

export async function queueSoldHomeImport(
  db: Database,
  job: { userId: number; fileName: string | null; file: Buffer; mapping: SoldHomeMapping },
): Promise<number> {
  return insertSoldHomeImport(db, { ...job, totalRows: await countCsvRows(job.file) });
}

export class SoldHomeImportInterrupted extends Error {}

export interface ClaimedSoldHomeImport {
  id: number;
  file: Buffer;
  mapping: SoldHomeMapping;
  processedRows: number;
  createdRows: number;
  duplicateRows: number;
  createdAt: Date;
}

/**
 * Runs a claimed import from where its last committed batch ended. Each batch is one transaction with the
 * job's progress, written only while the claim is ours (`mine`); `afterBatch` lets a test stop it midway.
 * Returns true when the job ended (done or failed on the file), false when it was interrupted.
 */
export async function runSoldHomeImport(
  db: Database,
  job: ClaimedSoldHomeImport,
  claim: { mine: import("drizzle-orm").SQL; stopping: () => boolean; afterBatch?: (seen: number) => void },
): Promise<void> {
  let created = job.createdRows;
  let duplicates = job.duplicateRows;
  let result: Checked;
  try {
    result = await checkRows(job.file, job.mapping, todayOf(job.createdAt), async (batch, seen) => {
      if (seen <= job.processedRows) return; // committed by an earlier run
      if (claim.stopping()) throw new SoldHomeImportInterrupted("the worker is stopping");
      await db.transaction(async (tx) => {
        const inserted = await insertSoldHomes(tx, batch, { source: "csv", importId: job.id });
        const ok = await recordSoldHomeImportProgress(tx, claim.mine, {
          processedRows: seen,
          createdRows: created + inserted,
          duplicateRows: duplicates + batch.length - inserted,
        });
        if (!ok) throw new SoldHomeImportInterrupted("the claim was lost");
        created += inserted;
        duplicates += batch.length - inserted;
      });
      claim.afterBatch?.(seen);
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await finishSoldHomeImport(db, claim.mine, {
      status: "failed",
      createdRows: created,
      errors: [{ row: 0, column: null, message: error.message }],
    });
    return;
  }
  await finishSoldHomeImport(db, claim.mine, {
    status: "done",
    totalRows: result.totalRows,
    processedRows: result.totalRows,
    createdRows: created,
    duplicateRows: duplicates,
    errorRows: result.errorRows,
    errors: result.errors,
  });
}

type SoldHomeImportRow = NonNullable<Awaited<ReturnType<typeof findSoldHomeImport>>>;

function toImportJob(job: SoldHomeImportRow): SoldHomeImportJob {
  return {
    id: job.id,
    status: job.status,
    fileName: job.fileName,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    createdRows: job.createdRows,
    duplicateRows: job.duplicateRows,
    errorRows: job.errorRows,
    errors: job.errors ?? [],
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

export async function soldHomeImportJob(db: Database, id: number): Promise<SoldHomeImportJob | undefined> {
  const job = await findSoldHomeImport(db, id);
  return job && toImportJob(job);
}

/** The newest imports, from the one query that lists them. */
export async function listSoldHomeImportJobs(db: Database): Promise<SoldHomeImportJob[]> {
  return (await listSoldHomeImports(db)).map(toImportJob);
}

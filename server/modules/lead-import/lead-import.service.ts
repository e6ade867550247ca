import { historyText } from "../../../contract/history-codes";
import {
  columnsOf,
  IMPORT_LIST_LIMIT,
  type ImportDryRun,
  type ImportDuplicate,
  type ImportJob,
  type ImportMapping,
  type ImportRowError,
  type LeadImportPreview,
  usualImportFields,
} from "../../../contract/lead-import";
import type { Database } from "../../db/client";
import { readCsvHead, withCsvRecords } from "../../lib/csv-upload";
import { fieldError, HttpError } from "../../lib/http-error";
import { isSuppressedContact, recordInquiryConsent } from "../consent/consent.service";
import { insertHistory } from "../history/history.service";
import { newLeadId } from "../leads/leads.service";
import { guessImportMapping } from "./guess-mapping";
import { columnIndexes, type ImportedLead, missingColumn, readImportRow } from "./import-row";
import {
  findImportedLeadsLike,
  findImportJobRow,
  findLeadsByEmailsOrPhones,
  finishImportJob,
  type ImportClaimCondition,
  insertImportedLeads,
  insertImportJob,
  recordImportProgress,
} from "./lead-import.repository";

/** Rows written per statement: 1,000 leads x 20 columns stays well under PostgreSQL's 65,535 parameters. */
const BATCH = 1000;

interface Checked {
  totalRows: number;
  valid: { row: number; lead: ImportedLead }[];
  errorRows: number;
  errors: ImportRowError[];
}

/**
 * The dry run looks its rows up in smaller batches than the import writes them: on the embedded database a
 * query runs on the server's own thread, and a 1,000-row lookup held other requests for ~100 ms.
 */
const DRY_RUN_BATCH = 200;

/** Reads and checks every row; `onBatch` receives the valid ones in batches of `batchSize` as they come. */
async function checkRows(
  file: Buffer,
  mapping: ImportMapping,
  onBatch: (batch: { row: number; lead: ImportedLead }[], seen: number) => Promise<void>,
  { now = new Date(), batchSize = BATCH }: { now?: Date; batchSize?: number } = {},
): Promise<Omit<Checked, "valid">> {
  return withCsvRecords(file, async (rows) => {
    let indexes: ReturnType<typeof columnIndexes> | undefined;
    let row = 1;
    let totalRows = 0;
    let errorRows = 0;
    const errors: ImportRowError[] = [];
    let batch: { row: number; lead: ImportedLead }[] = [];
    for await (const record of rows) {
      if (!indexes) {
        const header = record.map((c) => c.trim());
        try {
          indexes = columnIndexes(header, mapping);
        } catch (error) {
          // The mapped column the header lacks (the one thing columnIndexes refuses), by its reason.
          const missing = missingColumn(header, mapping);
          if (!missing) throw error;
          throw fieldError("csv_column_missing", { name: missing }, "mapping");
        }
        continue;
      }
      row += 1;
      totalRows += 1;
      const result = readImportRow(record, row, indexes, mapping, now);
      if ("errors" in result) {
        errorRows += 1;
        for (const e of result.errors) if (errors.length < IMPORT_LIST_LIMIT) errors.push(e);
      } else {
        batch.push({ row, lead: result.lead });
        if (batch.length >= batchSize) {
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

/** The file's first rows, and the mapping its header suggests (guess-mapping.ts). */
export async function previewImport(file: Buffer): Promise<LeadImportPreview> {
  const head = await readCsvHead(file);
  return { ...head, suggested: guessImportMapping(head) };
}

/** What the import does with one valid row besides creating its lead. */
type RowVerdict = { kind: "new" } | { kind: "alreadyImported" } | { kind: "duplicate"; duplicate: ImportDuplicate };

const nameKey = (name: string | null) => name?.trim().toLowerCase() ?? null;

/**
 * Sorts the rows of one import, batch by batch, in file order: a row an earlier import already made into a
 * lead (an imported lead created before `before` with the same name, e-mail and phone) is never imported
 * again, so importing a file twice gives one lead per row; a row with the e-mail or phone of another lead,
 * or of an earlier row of the file, is a possible duplicate (reported, and left out when the admin asks).
 */
function rowSorter(db: Database, before: Date) {
  const seenEmail = new Map<string, number>();
  const seenPhone = new Map<string, number>();
  return async (batch: { row: number; lead: ImportedLead }[]): Promise<RowVerdict[]> => {
    const emails = batch.map((b) => b.lead.email?.toLowerCase()).filter((e): e is string => Boolean(e));
    const phones = batch.map((b) => b.lead.phoneE164).filter((p): p is string => Boolean(p));
    const names = batch.map((b) => nameKey(b.lead.fullName)).filter((n): n is string => Boolean(n));
    const found = emails.length + phones.length === 0 ? [] : await findLeadsByEmailsOrPhones(db, emails, phones);
    const imported = await findImportedLeadsLike(db, { emails, phones, names }, before);
    const importedKeys = new Set(imported.map((l) => JSON.stringify([nameKey(l.fullName), l.emailKey, l.phoneE164])));
    const byEmail = new Map(found.filter((f) => f.emailKey).map((f) => [f.emailKey as string, f]));
    const byPhone = new Map(found.filter((f) => f.phoneE164).map((f) => [f.phoneE164 as string, f]));
    return batch.map(({ row, lead }): RowVerdict => {
      const email = lead.email?.toLowerCase() ?? null;
      const earlier = (email && seenEmail.get(email)) || (lead.phoneE164 && seenPhone.get(lead.phoneE164));
      if (email && !seenEmail.has(email)) seenEmail.set(email, row);
      if (lead.phoneE164 && !seenPhone.has(lead.phoneE164)) seenPhone.set(lead.phoneE164, row);
      if (importedKeys.has(JSON.stringify([nameKey(lead.fullName), email, lead.phoneE164])))
        return { kind: "alreadyImported" };
      const existing = (email && byEmail.get(email)) || (lead.phoneE164 && byPhone.get(lead.phoneE164));
      if (existing) {
        const reason = email && byEmail.get(email) ? "email" : "phone";
        return {
          kind: "duplicate",
          duplicate: { row, reason, leadId: existing.id, name: existing.fullName, earlierRow: null },
        };
      }
      if (earlier)
        return {
          kind: "duplicate",
          duplicate: { row, reason: "file", leadId: null, name: null, earlierRow: earlier },
        };
      return { kind: "new" };
    });
  };
}

/**
 * The dry run: every row checked, nothing written. Lists each row's problems, the rows an earlier import
 * already brought in, the rows that match an existing lead (same e-mail, or same phone) or an earlier row
 * of the file, and the usual fields no column fills. Duplicates are never merged (decision 019).
 */
export async function dryRunImport(db: Database, file: Buffer, mapping: ImportMapping): Promise<ImportDryRun> {
  const duplicates: ImportDuplicate[] = [];
  let duplicateRows = 0;
  let alreadyImportedRows = 0;
  let validRows = 0;
  const sort = rowSorter(db, new Date());
  const result = await checkRows(
    file,
    mapping,
    async (batch) => {
      validRows += batch.length;
      for (const verdict of await sort(batch)) {
        if (verdict.kind === "alreadyImported") alreadyImportedRows += 1;
        if (verdict.kind !== "duplicate") continue;
        duplicateRows += 1;
        if (duplicates.length < IMPORT_LIST_LIMIT) duplicates.push(verdict.duplicate);
      }
    },
    { batchSize: DRY_RUN_BATCH },
  );
  return {
    totalRows: result.totalRows,
    validRows,
    errorRows: result.errorRows,
    duplicateRows,
    alreadyImportedRows,
    unmapped: usualImportFields.filter((field) => columnsOf(mapping, field).length === 0),
    errors: result.errors,
    duplicates,
  };
}

/** Queues an import: the job row holds the file and mapping until a worker (import-worker.ts) ends it. */
export async function queueImportJob(
  db: Database,
  job: { userId: number; fileName: string | null; file: Buffer; mapping: ImportMapping; totalRows: number },
): Promise<number> {
  return insertImportJob(db, job);
}

/** Implied consent of an imported contact lasts as the import accepts it: 2 years (import-row.ts). */
const IMPORT_IMPLIED_CONSENT_MONTHS = 24;

/** A queued import as the worker claims it. */
export interface ClaimedImport {
  id: number;
  userId: number | null;
  fileName: string | null;
  file: Buffer;
  mapping: ImportMapping;
  processedRows: number;
  createdRows: number;
  /** When it was queued: every run checks the rows (consent dates) against this moment, so all agree. */
  createdAt: Date;
}

/** A batch was not written because the claim is no longer this worker's, or the worker is stopping. */
export class ImportInterrupted extends Error {}

/**
 * The import: the valid rows become leads with source 'import' and no public owner (never writable
 * through public routes), in batches of BATCH rows, each batch one transaction with its 'import'
 * history rows and the job's progress; rows with errors are skipped and listed, exactly as the dry run
 * lists them. Batches already committed by an earlier run (up to `processedRows`) are skipped, so a run
 * that was cut off goes on where it stopped. Every write is only `WHERE mine` (the claim is still this
 * run's); otherwise, or when `stopping()` says so between batches, it throws ImportInterrupted.
 */
export async function runImport(
  db: Database,
  job: ClaimedImport,
  claim: { mine: ImportClaimCondition; stopping: () => boolean },
): Promise<void> {
  let created = job.createdRows;
  let result: Omit<Checked, "valid">;
  // Leads made before the job was queued count as already imported; this job's own never do.
  const sort = rowSorter(db, job.createdAt);
  try {
    result = await checkRows(
      job.file,
      job.mapping,
      async (batch, seen) => {
        const verdicts = await sort(batch); // every batch, so rows of skipped batches count as seen
        if (seen <= job.processedRows) return; // committed by an earlier run
        if (claim.stopping()) throw new ImportInterrupted("the worker is stopping");
        const now = new Date();
        const kept = batch.filter((_, i) => {
          const verdict = verdicts[i] as RowVerdict;
          return verdict.kind === "new" || (verdict.kind === "duplicate" && !job.mapping.skipDuplicates);
        });
        const rows = kept.map(({ lead }) => ({
          id: newLeadId(),
          ownerKeyHash: null,
          status: "Contacted",
          source: "import",
          ...lead,
          consentTextVersion: `import:${(job.fileName ?? "file").slice(0, 200)}`,
          submittedAt: now,
          doNotEmail: false,
        }));
        await db.transaction(async (tx) => {
          // The progress first: it locks the job row, and proves the claim is still ours.
          const progressed = await recordImportProgress(tx, claim.mine, {
            processedRows: seen,
            createdRows: created + rows.length,
          });
          if (!progressed) throw new ImportInterrupted("the claim was lost");
          for (const row of rows) {
            if (await isSuppressedContact(tx, { email: row.email ?? null, phone: row.phone ?? null }))
              row.doNotEmail = true;
          }
          if (rows.length > 0) await insertImportedLeads(tx, rows);
          // The consent each row came with goes on the ledger (decision 021), dated as the file says.
          for (const row of rows) {
            await recordInquiryConsent(
              tx,
              {
                leadId: row.id,
                email: row.email ?? null,
                phone: row.phone ?? null,
                channel: "import",
                form: row.consentTextVersion,
                textVersion: row.consentTextVersion,
                locale: null,
                ip: null,
                at: row.consentAt,
                recordedBy: job.userId,
              },
              {
                basis: row.consentBasis,
                marketing: row.consentBasis === "express",
                impliedMonths: IMPORT_IMPLIED_CONSENT_MONTHS,
              },
            );
          }
          await insertHistory(
            tx,
            rows.map((r) => ({
              leadId: r.id,
              userId: job.userId,
              changeType: "import" as const,
              notes: `Imported from ${job.fileName ?? "a CSV file"}`,
              ...historyText("imported", { file: job.fileName ?? null }),
            })),
          );
        });
        created += rows.length;
      },
      { now: job.createdAt },
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await finishImport(db, claim.mine, {
      status: "failed",
      createdRows: created,
      errors: [{ row: 0, column: null, message: error.message }],
    });
    return;
  }
  await finishImport(db, claim.mine, {
    status: "done",
    totalRows: result.totalRows,
    processedRows: result.totalRows,
    createdRows: created,
    errorRows: result.errorRows,
    errors: result.errors,
  });
}

/** Ends a job (only while the claim is ours), letting go of its file. */
export async function finishImport(
  db: Database,
  mine: ImportClaimCondition,
  outcome: Parameters<typeof finishImportJob>[2],
): Promise<void> {
  await finishImportJob(db, mine, outcome);
}

export async function findImportJob(db: Database, id: number): Promise<ImportJob | undefined> {
  const job = await findImportJobRow(db, id);
  if (!job) return undefined;
  return {
    id: job.id,
    status: job.status,
    fileName: job.fileName,
    totalRows: job.totalRows,
    processedRows: job.processedRows,
    createdRows: job.createdRows,
    errorRows: job.errorRows,
    errors: job.errors ?? [],
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

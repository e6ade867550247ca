import { and, eq, getTableColumns, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { leadImports, leads } from "../../db/schema/index";

/** The condition that a job's claim is still this run's (import-worker.ts builds it). */
export type ImportClaimCondition = SQL;

type LeadImportRow = typeof leadImports.$inferInsert;

/** The existing leads with one of these (lower-cased) e-mails, compared trimmed and lower-cased, or phones. */
export async function findLeadsByEmailsOrPhones(db: Database, emails: string[], phones: string[]) {
  return db
    .select({
      id: leads.id,
      fullName: leads.fullName,
      emailKey: sql<string | null>`lower(btrim(${leads.email}))`,
      phoneE164: leads.phoneE164,
    })
    .from(leads)
    .where(
      or(
        emails.length ? inArray(sql`lower(btrim(${leads.email}))`, emails) : undefined,
        phones.length ? inArray(leads.phoneE164, phones) : undefined,
      ),
    );
}

/**
 * Leads an import created before `before` that share an e-mail, a phone or a name (trimmed and
 * lower-cased) with these rows: the candidates for "already imported".
 */
export async function findImportedLeadsLike(
  db: Database,
  keys: { emails: string[]; phones: string[]; names: string[] },
  before: Date,
) {
  if (keys.emails.length + keys.phones.length + keys.names.length === 0) return [];
  const nameKey = sql`lower(btrim(${leads.fullName}))`;
  return db
    .select({
      fullName: leads.fullName,
      emailKey: sql<string | null>`lower(btrim(${leads.email}))`,
      phoneE164: leads.phoneE164,
    })
    .from(leads)
    .where(
      and(
        eq(leads.source, "import"),
        lt(leads.createdAt, before),
        or(
          keys.emails.length ? inArray(sql`lower(btrim(${leads.email}))`, keys.emails) : undefined,
          keys.phones.length ? inArray(leads.phoneE164, keys.phones) : undefined,
          keys.names.length ? inArray(nameKey, keys.names) : undefined,
        ),
      ),
    );
}

export async function insertImportJob(
  db: Database,
  job: { userId: number; fileName: string | null; file: Buffer; mapping: LeadImportRow["mapping"]; totalRows: number },
): Promise<number> {
  const [row] = await db
    .insert(leadImports)
    .values({ ...job, status: "running" })
    .returning({ id: leadImports.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Records a job's progress where `mine` holds (this locks the job row); false when no row matched. */
export async function recordImportProgress(
  tx: Database,
  mine: ImportClaimCondition,
  progress: { processedRows: number; createdRows: number },
): Promise<boolean> {
  const progressed = await tx.update(leadImports).set(progress).where(mine).returning({ id: leadImports.id });
  return progressed.length > 0;
}

export async function insertImportedLeads(tx: Database, rows: (typeof leads.$inferInsert)[]): Promise<void> {
  await tx.insert(leads).values(rows);
}

/** Ends a job where `mine` holds, letting go of its file and mapping. */
export async function finishImportJob(
  db: Database,
  mine: ImportClaimCondition,
  outcome: Pick<LeadImportRow, "status" | "errors"> &
    Partial<Pick<LeadImportRow, "totalRows" | "processedRows" | "createdRows" | "errorRows">>,
): Promise<void> {
  await db
    .update(leadImports)
    .set({ ...outcome, file: null, mapping: null, finishedAt: new Date() })
    .where(mine);
}

/** A job with every column but the file (up to 20 MB while the import runs) and its mapping. */
export async function findImportJobRow(db: Database, id: number) {
  const { file: _file, mapping: _mapping, ...columns } = getTableColumns(leadImports);
  const [job] = await db.select(columns).from(leadImports).where(eq(leadImports.id, id));
  return job;
}

/** The claimed import (`mine`: the queue's claim condition) may be picked up again `ms` from now (0: at once). */
export async function retryImportAfter(db: Database, mine: SQL, ms: number): Promise<void> {
  if (ms === 0) await db.execute(sql`UPDATE lead_imports SET next_attempt_at = now() WHERE ${mine}`);
  else
    await db.execute(
      sql`UPDATE lead_imports SET next_attempt_at = now() + (${ms} * interval '1 millisecond') WHERE ${mine}`,
    );
}

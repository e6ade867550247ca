import { desc, eq, getTableColumns, inArray, lt, type SQL, sql } from "drizzle-orm";
import type {
  AccuracyFigures,
  Ballpark,
  EstimateRequest,
  HomeValueEstimate,
  HomeValueSettings,
  PublicComparable,
} from "../../../contract/home-value";
import type { Database } from "../../db/client";
import {
  homeValueAccuracy,
  homeValueSettings,
  leadHomeValues,
  leads,
  soldHomeImports,
  soldHomes,
} from "../../db/schema/index";
import { rowsOf } from "../../lib/query-rows";
import type { Sale } from "./estimator";
import type { SoldHomeInsert } from "./sold-home-row";

/** Every sale, as the estimator holds them (100,000 rows are some 20 MB in memory). */
export async function loadSales(db: Database): Promise<Sale[]> {
  const rows = await db
    .select({
      id: soldHomes.id,
      street: soldHomes.street,
      unit: soldHomes.unit,
      city: soldHomes.city,
      postalCode: soldHomes.postalCode,
      fsa: soldHomes.fsa,
      propertyType: soldHomes.propertyType,
      bedrooms: soldHomes.bedrooms,
      bathrooms: soldHomes.bathrooms,
      livingArea: soldHomes.livingArea,
      yearBuilt: soldHomes.yearBuilt,
      soldPriceCents: soldHomes.soldPriceCents,
      soldDate: soldHomes.soldDate,
      latitude: soldHomes.latitude,
      longitude: soldHomes.longitude,
    })
    .from(soldHomes)
    .orderBy(soldHomes.id);
  return rows.map(({ soldPriceCents, ...r }) => ({ ...r, price: Number(soldPriceCents) / 100 }));
}

/** What the in-memory index was built from: it is rebuilt when this changes (another process imported). */
export async function salesSignature(db: Database): Promise<string> {
  const result = await db.execute(
    sql`SELECT (SELECT count(*) FROM sold_homes)::int AS n, (SELECT coalesce(max(id), 0) FROM sold_homes)::int AS max_id,
      (SELECT coalesce(max(id), 0) FROM home_value_accuracy)::int AS accuracy_id`,
  );
  const row = rowsOf<{ n: number; max_id: number; accuracy_id: number }>(result)[0];
  return `${row?.n}:${row?.max_id}:${row?.accuracy_id}`;
}

export async function countSoldHomes(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(soldHomes);
  return row?.n ?? 0;
}

/** Inserts the sales not on file yet (same address, unit, postal code and date); returns how many were new. */
export async function insertSoldHomes(
  db: Database,
  rows: SoldHomeInsert[],
  origin: { source: "csv" | "api" | "seed"; importId: number | null },
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(soldHomes)
    .values(rows.map((r) => ({ ...r, ...origin })))
    .onConflictDoNothing()
    .returning({ id: soldHomes.id });
  return inserted.length;
}

// ---- Import jobs (the queue rows of sold-home-import.worker.ts) ----

type ImportRow = typeof soldHomeImports.$inferInsert;

export async function insertSoldHomeImport(
  db: Database,
  job: Pick<ImportRow, "userId" | "fileName" | "file" | "mapping" | "totalRows">,
): Promise<number> {
  const [row] = await db
    .insert(soldHomeImports)
    .values({ ...job, status: "running" })
    .returning({ id: soldHomeImports.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Records progress where `mine` holds (locking the job row); false when the claim is no longer ours. */
export async function recordSoldHomeImportProgress(
  tx: Database,
  mine: SQL,
  progress: Pick<ImportRow, "processedRows" | "createdRows" | "duplicateRows">,
): Promise<boolean> {
  const rows = await tx.update(soldHomeImports).set(progress).where(mine).returning({ id: soldHomeImports.id });
  return rows.length > 0;
}

export async function finishSoldHomeImport(
  db: Database,
  mine: SQL,
  outcome: Pick<ImportRow, "status" | "errors"> &
    Partial<Pick<ImportRow, "totalRows" | "processedRows" | "createdRows" | "duplicateRows" | "errorRows">>,
): Promise<void> {
  await db
    .update(soldHomeImports)
    .set({ ...outcome, file: null, mapping: null, finishedAt: new Date() })
    .where(mine);
}

export async function findSoldHomeImport(db: Database, id: number) {
  const { file: _file, mapping: _mapping, ...columns } = getTableColumns(soldHomeImports);
  const [job] = await db.select(columns).from(soldHomeImports).where(eq(soldHomeImports.id, id));
  return job;
}

export async function listSoldHomeImports(db: Database, limit = 10) {
  const { file: _file, mapping: _mapping, ...columns } = getTableColumns(soldHomeImports);
  return db.select(columns).from(soldHomeImports).orderBy(desc(soldHomeImports.id)).limit(limit);
}

export async function retryImportLater(db: Database, mine: SQL, afterMs: number): Promise<void> {
  await db.execute(
    sql`UPDATE sold_home_imports SET next_attempt_at = now() + (${afterMs} * interval '1 millisecond') WHERE ${mine}`,
  );
}

// ---- Accuracy ----

/** Keeps the newest figures and the few before them. */
export async function insertAccuracy(db: Database, figures: AccuracyFigures): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(homeValueAccuracy).values({ figures }).returning({ id: homeValueAccuracy.id });
    if (row) await tx.delete(homeValueAccuracy).where(lt(homeValueAccuracy.id, row.id - 9));
  });
}

export async function latestAccuracy(db: Database) {
  const [row] = await db.select().from(homeValueAccuracy).orderBy(desc(homeValueAccuracy.id)).limit(1);
  return row;
}

// ---- Settings ----

/** Decision 041's 10% + 5% when no condition is given; per condition, a better home loses less (decision 046). */
export const defaultHomeValueSettings: HomeValueSettings = {
  cashDiscountBp: 1000,
  cashFeeBp: 500,
  conditionDiscountBp: { Excellent: 500, Good: 1000, Fair: 1500, Poor: 2500 },
};

export async function readHomeValueSettings(db: Database): Promise<HomeValueSettings> {
  const [row] = await db
    .select({
      cashDiscountBp: homeValueSettings.cashDiscountBp,
      cashFeeBp: homeValueSettings.cashFeeBp,
      conditionDiscountBp: homeValueSettings.conditionDiscountBp,
    })
    .from(homeValueSettings);
  return row ?? defaultHomeValueSettings;
}

export async function writeHomeValueSettings(db: Database, settings: HomeValueSettings): Promise<void> {
  await db
    .insert(homeValueSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: homeValueSettings.id, set: { ...settings, updatedAt: new Date() } });
}

// ---- A lead's estimate ----

export async function findLeadForHomeValue(db: Database, id: string) {
  const [row] = await db
    .select({
      id: leads.id,
      ownerKeyHash: leads.ownerKeyHash,
      type: leads.type,
      locale: leads.locale,
      fullName: leads.fullName,
      address: leads.address,
      unit: leads.unit,
      city: leads.city,
      province: leads.province,
      postalCode: leads.postalCode,
      condition: leads.condition,
      email: leads.email,
    })
    .from(leads)
    .where(eq(leads.id, id));
  return row;
}

export async function upsertLeadHomeValue(
  db: Database,
  value: {
    leadId: string;
    request: EstimateRequest;
    estimate: HomeValueEstimate | null;
    comparables: PublicComparable[];
    /** When the seller saw it; absent for one computed for the agent only. */
    estimateShownAt?: Date;
    /** The funnel's "Get your full analysis" step. */
    analysisRequestedAt?: Date;
  },
): Promise<void> {
  const { leadId: _leadId, ...set } = value;
  await db
    .insert(leadHomeValues)
    .values(value)
    .onConflictDoUpdate({ target: leadHomeValues.leadId, set: { ...set, updatedAt: new Date() } });
}

/** The full analysis the seller asked for went out (decision 046). */
export async function markAnalysisSent(db: Database, leadId: string, at: Date): Promise<void> {
  await db.update(leadHomeValues).set({ analysisSentAt: at, updatedAt: at }).where(eq(leadHomeValues.leadId, leadId));
}

/** The ballpark exactly as the seller was shown it, and when (decision 046). */
export async function recordBallparkShown(db: Database, leadId: string, ballpark: Ballpark, at: Date): Promise<void> {
  await db
    .update(leadHomeValues)
    .set({ ballpark, ballparkShownAt: at, updatedAt: at })
    .where(eq(leadHomeValues.leadId, leadId));
}

export async function findLeadHomeValue(db: Database, leadId: string) {
  const [row] = await db.select().from(leadHomeValues).where(eq(leadHomeValues.leadId, leadId));
  return row;
}

/** For a person's export (decision 021). */
export async function findLeadHomeValues(db: Database, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return db.select().from(leadHomeValues).where(inArray(leadHomeValues.leadId, leadIds));
}

/** For erasure (decision 021): the seller's address and details go with them. */
export async function deleteLeadHomeValues(db: Database, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await db.delete(leadHomeValues).where(inArray(leadHomeValues.leadId, leadIds));
}

// ---- The monthly home-value e-mail ----

/**
 * Estimates kept with leads whose month is up (the last report, or the funnel visit, before `before`),
 * oldest first, with what the e-mail needs of the lead. Erased or unsubscribed sellers are left out here
 * and refused again by consent at enqueue and at delivery.
 */
export async function findDueReports(db: Database, before: Date, limit: number) {
  return db
    .select({
      leadId: leadHomeValues.leadId,
      request: leadHomeValues.request,
      email: leads.email,
      fullName: leads.fullName,
      locale: leads.locale,
      unsubscribeToken: leads.unsubscribeToken,
    })
    .from(leadHomeValues)
    .innerJoin(leads, eq(leads.id, leadHomeValues.leadId))
    .where(
      sql`coalesce(${leadHomeValues.lastReportAt}, ${leadHomeValues.createdAt}) <= ${before.toISOString()}
        AND ${leads.email} IS NOT NULL AND ${leads.doNotEmail} = false`,
    )
    .orderBy(sql`coalesce(${leadHomeValues.lastReportAt}, ${leadHomeValues.createdAt})`, leadHomeValues.leadId)
    .limit(limit);
}

export async function markReported(db: Database, leadId: string, at: Date): Promise<void> {
  await db.update(leadHomeValues).set({ lastReportAt: at }).where(eq(leadHomeValues.leadId, leadId));
}

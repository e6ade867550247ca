import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { LeadCounts } from "../../../contract/crm";
import type { Database } from "../../db/client";
import { leadSearchText, leads } from "../../db/schema/index";
import type { LeadRow } from "./leads.mapping";

export interface LeadPageQuery {
  q?: string;
  type?: "cash" | "realtor";
  limit: number;
  cursor?: { createdAt: string; id: string };
}

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filters(query: Omit<LeadPageQuery, "limit" | "cursor">): SQL[] {
  const where: SQL[] = [];
  if (query.type) where.push(eq(leads.type, query.type));
  if (query.q) where.push(sql`${leadSearchText(leads)} LIKE ${likePattern(query.q)}`);
  return where;
}

/**
 * One page of leads, newest first, by keyset: rows strictly older than the cursor's (created_at, id).
 * The cursor keeps created_at at full microsecond precision (as text) so no row is skipped or repeated.
 */
export async function listLeadPage(
  db: Database,
  query: LeadPageQuery,
): Promise<{ rows: LeadRow[]; next?: { createdAt: string; id: string } }> {
  const where = filters(query);
  if (query.cursor) {
    where.push(sql`(${leads.createdAt}, ${leads.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id})`);
  }
  const found = await db
    .select({ lead: leads, cursorAt: sql<string>`${leads.createdAt}::text` })
    .from(leads)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(query.limit + 1);
  const page = found.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    rows: page.map((r) => r.lead),
    next: found.length > query.limit && last ? { createdAt: last.cursorAt, id: last.lead.id } : undefined,
  };
}

/**
 * Exact counts are cheap for a brokerage's thousands of leads and costly at a million (a full scan).
 * Past LARGE_TABLE_ROWS (the planner's estimate, read once a minute) a count is reused for COUNT_TTL_MS
 * per filter, so big databases pay the scan at most that often; smaller ones always count afresh.
 */
const LARGE_TABLE_ROWS = 200_000;
const COUNT_TTL_MS = 10_000;
const countCache = new Map<string, { at: number; value: unknown }>();
let sizeCheck: { at: number; large: boolean } | undefined;

async function isLargeTable(db: Database): Promise<boolean> {
  if (sizeCheck && Date.now() - sizeCheck.at < 60_000) return sizeCheck.large;
  const result = await db.execute(sql`select reltuples::float8 as rows from pg_class where relname = 'leads'`);
  const rows = Number((result as unknown as { rows: { rows: number }[] }).rows[0]?.rows ?? 0);
  sizeCheck = { at: Date.now(), large: rows > LARGE_TABLE_ROWS };
  return sizeCheck.large;
}

async function cachedCount<T>(db: Database, key: string, count: () => Promise<T>): Promise<T> {
  if (!(await isLargeTable(db))) return count();
  const hit = countCache.get(key);
  if (hit && Date.now() - hit.at < COUNT_TTL_MS) return hit.value as T;
  const value = await count();
  if (countCache.size > 1000) countCache.clear();
  countCache.set(key, { at: Date.now(), value });
  return value;
}

export async function countLeads(db: Database, query: Omit<LeadPageQuery, "limit" | "cursor">): Promise<number> {
  const where = filters(query);
  return cachedCount(db, `leads:${query.type ?? ""}:${query.q ?? ""}`, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(where.length ? and(...where) : undefined);
    return row?.n ?? 0;
  });
}

export async function leadCounts(db: Database): Promise<LeadCounts> {
  return cachedCount(db, "counters", async () => {
    const [row] = await db
      .select({
        total: sql<number>`count(*)::int`,
        cash: sql<number>`count(*) filter (where ${leads.type} = 'cash')::int`,
        realtor: sql<number>`count(*) filter (where ${leads.type} = 'realtor')::int`,
      })
      .from(leads);
    return row ?? { total: 0, cash: 0, realtor: 0 };
  });
}

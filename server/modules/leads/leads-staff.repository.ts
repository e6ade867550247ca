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

export async function countLeads(db: Database, query: Omit<LeadPageQuery, "limit" | "cursor">): Promise<number> {
  const where = filters(query);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(where.length ? and(...where) : undefined);
  return row?.n ?? 0;
}

export async function leadCounts(db: Database): Promise<LeadCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      cash: sql<number>`count(*) filter (where ${leads.type} = 'cash')::int`,
      realtor: sql<number>`count(*) filter (where ${leads.type} = 'realtor')::int`,
    })
    .from(leads);
  return row ?? { total: 0, cash: 0, realtor: 0 };
}

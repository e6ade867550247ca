import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { LEAD_COUNT_CAP, type LeadCounts, type LeadListSort, type LeadListView } from "../../../contract/crm";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema/index";
import { rowsOf } from "../../lib/query-rows";
import type { SortCursor } from "../../lib/sort-cursor";
import { likeAnywhere, searchNeedle, searchPattern } from "./lead-search-term";
import { planSearch, type SearchPlan, type TrigramSample, trigramSample } from "./lead-search-trigrams";
import type { LeadRow } from "./leads.mapping";
import { afterCursor, findSortedPage, isDefaultSort } from "./leads-list-sort.repository";

export interface LeadPageQuery {
  q?: string;
  type?: "cash" | "realtor";
  /** Which staff list: undefined means every lead (the CSV export of a filter). */
  view?: LeadListView;
  limit: number;
  cursor?: SortCursor;
  /** The order (decision 033); newest first when not given. */
  sort?: LeadListSort;
}

type LeadFilter = Omit<LeadPageQuery, "limit" | "cursor" | "sort">;

/** The LIKE pattern of a search term (see lead-search-term.ts). */
const searchFilter = (q: string): SQL => sql`${searchPattern(q.trim())}`;

/**
 * The search condition the trigram index answers: the whole pattern, or, when the term has trigrams
 * most leads hold, its parts that pg_trgm turns into its selective trigrams (each `'%abc%'` or `'%34@%'`
 * one trigram) with the whole term checked by `strpos` on the rows they find (lead-search-trigrams.ts).
 */
function searchCondition(q: string, plan: SearchPlan | null): SQL {
  if (!plan?.parts) return sql`${leads.searchText} LIKE ${searchFilter(q)}`;
  const selective = plan.parts.map((part) => sql`${leads.searchText} LIKE ${likeAnywhere(part)}`);
  const term = sql`strpos(${leads.searchText}, ${searchNeedle(q.trim())}) > 0`;
  return sql`(${sql.join([...selective, term], sql` AND `)})`;
}

/** How the index step searches for a term (lead-search-trigrams.ts). */
const planFor = async (db: Database, q: string) => planSearch(searchNeedle(q.trim()), await loadTrigramSample(db));

function filters(query: LeadFilter, plan: SearchPlan | null): SQL[] {
  const where: SQL[] = [];
  if (query.view) where.push(eq(leads.unfinished, query.view === "unfinished"));
  if (query.type) where.push(eq(leads.type, query.type));
  if (query.q) {
    const condition = searchCondition(query.q, plan);
    // Each view's leads have their own trigram index (decision 031): every lead is searched as both views.
    where.push(
      query.view
        ? condition
        : sql`((${leads.unfinished} AND ${condition}) OR (NOT ${leads.unfinished} AND ${condition}))`,
    );
  }
  return where;
}

/** How long a process uses its trigram sample before it reads the statistics again (in the background). */
const SAMPLE_TTL_MS = 10 * 60_000;
const samples = new WeakMap<Database, { at: number; sample: Promise<TrigramSample | null> }>();

/**
 * The search texts of the planner's statistics (the histogram `ANALYZE` keeps of `search_text`, 1,000
 * values at statistics target 1,000: migration 0012) as trigram sets: no lead row is read, but turning
 * 1,000 texts into trigrams takes ~70 ms in PostgreSQL at 1M leads, so the server starts it when it is
 * ready (warmTrigramSample) rather than on the first search. Null before the first ANALYZE. A stale
 * sample is used while its successor loads.
 */
export function warmTrigramSample(db: Database): void {
  void loadTrigramSample(db);
}

function loadTrigramSample(db: Database): Promise<TrigramSample | null> {
  const cached = samples.get(db);
  if (cached && Date.now() - cached.at < SAMPLE_TTL_MS) return cached.sample;
  const sample = db
    .execute(
      sql`SELECT show_trgm(v) AS t FROM pg_stats s, unnest(s.histogram_bounds::text::text[]) v
          WHERE s.schemaname = current_schema() AND s.tablename = 'leads' AND s.attname = 'search_text'`,
    )
    .then((result) => {
      const rows = rowsOf<{ t: string[] }>(result);
      return rows.length > 0 ? trigramSample(rows.map((row) => row.t)) : null;
    })
    // Without a sample every term is searched by its whole pattern, as before the sample existed.
    .catch(() => null);
  if (!cached) {
    samples.set(db, { at: Date.now(), sample });
    return sample;
  }
  cached.at = Date.now();
  void sample.then((fresh) => samples.set(db, { at: Date.now(), sample: Promise.resolve(fresh) }));
  return cached.sample;
}

export interface LeadPage {
  rows: LeadRow[];
  next?: SortCursor;
}

export interface LeadTotal {
  count: number;
  capped: boolean;
}

const capped: LeadTotal = { count: LEAD_COUNT_CAP, capped: true };
const byNewest = [desc(leads.createdAt), desc(leads.id)];
const pageColumns = { lead: leads, cursorAt: sql<string>`${leads.createdAt}::text` };

/**
 * One page of leads, newest first, by keyset: rows strictly older than the cursor's (created_at, id).
 * The cursor keeps created_at at full microsecond precision (as text) so no row is skipped or repeated.
 */
export async function listLeadPage(db: Database, query: LeadPageQuery): Promise<LeadPage> {
  return (await findLeadPage(db, query)).page;
}

/**
 * A page with the list's total (capped at LEAD_COUNT_CAP, decision 013). The total comes from the page's
 * own query where it can: a first page without a next one holds every match, and a search that falls to
 * the trigram index collects its first LEAD_COUNT_CAP + 1 matches once for both the page and the count.
 * Only the rest count separately, beside the page.
 */
export async function listLeadPageWithTotal(
  db: Database,
  query: LeadPageQuery,
): Promise<{ page: LeadPage; total: LeadTotal }> {
  const filter = { q: query.q, type: query.type, view: query.view };
  if (query.cursor || !query.q || (query.sort && !isDefaultSort(query.sort))) {
    const [page, total] = await Promise.all([listLeadPage(db, query), countLeadsCapped(db, filter)]);
    return { page, total };
  }
  const { page, total } = await findLeadPage(db, query);
  if (total) return { page, total };
  if (!page.next) return { page, total: { count: page.rows.length, capped: false } };
  return { page, total: await countLeadsCapped(db, filter) };
}

async function findLeadPage(db: Database, query: LeadPageQuery): Promise<{ page: LeadPage; total?: LeadTotal }> {
  if (query.sort && !isDefaultSort(query.sort)) {
    // Another order than newest first: the matches are sorted (the search's two steps only serve that order).
    const where = filters(query, query.q ? await planFor(db, query.q) : null);
    if (query.cursor) where.push(afterCursor(query.sort, query.cursor));
    return { page: await findSortedPage(db, where, query.sort, query.limit) };
  }
  const where = filters({ ...query, q: undefined }, null);
  if (query.cursor) {
    where.push(sql`(${leads.createdAt}, ${leads.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id})`);
  }
  const take = query.limit + 1;
  const { found, total } = query.q
    ? await searchPage(db, where, query.q, take, !query.cursor)
    : {
        found: await db
          .select(pageColumns)
          .from(leads)
          .where(where.length ? and(...where) : undefined)
          .orderBy(...byNewest)
          .limit(take),
        total: undefined,
      };
  const rows = found.slice(0, query.limit);
  const last = rows[rows.length - 1];
  return {
    page: {
      rows: rows.map((r) => r.lead),
      next: found.length > query.limit && last ? { createdAt: last.cursorAt, id: last.lead.id } : undefined,
    },
    total,
  };
}

/** How many of the newest leads a search reads in order before it asks the trigram index instead. */
const RECENT_WINDOW = 2000;

/**
 * A search page in two bounded steps, because the planner's guess of how many rows a term matches
 * decides between two plans that are each terrible for the other kind of term (decision 013): reading
 * leads newest first until enough match (fast for 'toronto', a full-table walk for a postal code it
 * wrongly thinks common) or collecting every match from the trigram index and sorting them (fast for a
 * postal code, tens of thousands of rows for 'toronto'). Step one reads at most RECENT_WINDOW of the
 * newest leads: enough matches there are exactly the newest matches. Otherwise the term is rare and
 * step two takes its matches from the index (the order by an expression keeps the planner off the walk).
 * On a first page step two keeps the newest LEAD_COUNT_CAP + 1 matches: their number is the total.
 * A term the trigram sample finds rare skips step one, which could not find enough of it.
 */
async function searchPage(db: Database, where: SQL[], q: string, take: number, withTotal: boolean) {
  const plan = await planFor(db, q);
  if (!plan.rare) {
    const recent = db
      .select({ id: leads.id, createdAt: leads.createdAt, searchText: leads.searchText })
      .from(leads)
      .where(where.length ? and(...where) : undefined)
      .orderBy(...byNewest)
      .limit(RECENT_WINDOW)
      .as("recent");
    const hits = await db
      .select({ id: recent.id })
      .from(recent)
      .where(sql`${recent.searchText} LIKE ${searchFilter(q)}`)
      .orderBy(desc(recent.createdAt), desc(recent.id))
      .limit(take);
    if (hits.length === take) return { found: await leadsByIds(db, hits), total: undefined };
  }
  const matches = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(...where, searchCondition(q, plan)))
    .orderBy(sql`${leads.createdAt} + interval '0 seconds' desc`, desc(leads.id))
    .limit(withTotal ? Math.max(take, LEAD_COUNT_CAP + 1) : take);
  let total: LeadTotal | undefined;
  if (withTotal) total = matches.length > LEAD_COUNT_CAP ? capped : { count: matches.length, capped: false };
  return { found: await leadsByIds(db, matches.slice(0, take)), total };
}

async function leadsByIds(db: Database, hits: { id: string }[]) {
  if (hits.length === 0) return [];
  return db
    .select(pageColumns)
    .from(leads)
    .where(
      inArray(
        leads.id,
        hits.map((h) => h.id),
      ),
    )
    .orderBy(...byNewest);
}

/**
 * How many leads match, without ever counting a large result (decision 013). A search the planner
 * expects to match at least ESTIMATE_SAYS_MANY rows is "1,000+" at once: counting its first thousand
 * matches would read some 20,000 rows for a term like 'montreal' at 1M leads. Otherwise at most
 * LEAD_COUNT_CAP + 1 matches are counted, which the trigram index finds quickly when they are few.
 */
export async function countLeadsCapped(db: Database, query: LeadFilter): Promise<LeadTotal> {
  if (query.q && (await estimateRows(db, and(...filters(query, null)) as SQL)) >= ESTIMATE_SAYS_MANY) return capped;
  // The estimate reads the whole pattern (the planner's guess for a term); the count asks the index.
  const where = filters(query, query.q ? await planFor(db, query.q) : null);
  const condition = where.length ? and(...where) : undefined;
  const whereSql = condition ? sql` WHERE ${condition}` : sql``;
  // For a search, OFFSET 0 fences the matching off from the LIMIT: planned for a LIMIT, a term the
  // planner thinks common is counted by reading the table in order, all of it when the guess is wrong.
  const matching = query.q
    ? sql`SELECT 1 FROM (SELECT 1 FROM ${leads}${whereSql} OFFSET 0) fenced LIMIT ${LEAD_COUNT_CAP + 1}`
    : sql`SELECT 1 FROM ${leads}${whereSql} LIMIT ${LEAD_COUNT_CAP + 1}`;
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM (${matching}) capped`));
  const n = Number(row?.n ?? 0);
  return n > LEAD_COUNT_CAP ? capped : { count: n, capped: false };
}

/**
 * Ten times the cap: with the search text's statistics target at 1,000 (migration 0012) an estimate
 * this high comes from at least ten histogram entries matching, which a term with fewer than 1,000
 * real matches in a million essentially never does.
 */
const ESTIMATE_SAYS_MANY = LEAD_COUNT_CAP * 10;

/**
 * Below this many rows (the planner's figure for the table) the counters are exact counts, a few
 * milliseconds; above it they are the planner's estimates, which cost the same at any size (decision 013).
 */
export const EXACT_COUNTERS_BELOW_ROWS = 50_000;

async function tableRowsEstimate(db: Database): Promise<number> {
  // reltuples is -1 until the first VACUUM or ANALYZE: such a table is new, hence small.
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT reltuples::float8 AS n FROM pg_class WHERE oid = 'leads'::regclass`),
  );
  return Number(row?.n ?? -1);
}

/** The planner's estimate of the rows a filter matches, from EXPLAIN (no row is read). */
async function estimateRows(db: Database, where: SQL): Promise<number> {
  const [row] = rowsOf<{ "QUERY PLAN": unknown }>(
    await db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${leads} WHERE ${where}`),
  );
  const raw = row?.["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as [{ Plan: { "Plan Rows": number } }];
  return Math.round(plan[0].Plan["Plan Rows"]);
}

export async function leadCounts(db: Database): Promise<LeadCounts> {
  const active = sql`${leads.unfinished} = false`;
  if ((await tableRowsEstimate(db)) < EXACT_COUNTERS_BELOW_ROWS) {
    const [row] = await db
      .select({
        total: sql<number>`count(*) filter (where ${active})::int`,
        cash: sql<number>`count(*) filter (where ${active} and ${leads.type} = 'cash')::int`,
        realtor: sql<number>`count(*) filter (where ${active} and ${leads.type} = 'realtor')::int`,
        unfinished: sql<number>`count(*) filter (where ${leads.unfinished})::int`,
      })
      .from(leads);
    return { ...(row ?? { total: 0, cash: 0, realtor: 0, unfinished: 0 }), estimated: false };
  }
  const [cash, realtor, unfinished] = await Promise.all([
    estimateRows(db, sql`${active} AND ${leads.type} = 'cash'`),
    estimateRows(db, sql`${active} AND ${leads.type} = 'realtor'`),
    estimateRows(db, sql`${leads.unfinished} = true`),
  ]);
  return { total: cash + realtor, cash, realtor, unfinished, estimated: true };
}

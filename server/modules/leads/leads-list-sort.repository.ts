import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LEAD_LIST_SORT, type LeadListSort } from "../../../contract/crm";
import { REPRESENTED_TAG } from "../../../contract/leads";
import { pipelineStages } from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import { leads, reminders, users } from "../../db/schema/index";
import type { SortCursor } from "../../lib/sort-cursor";
import { leadScoreSql } from "../nurture/index";
import type { LeadRow } from "./leads.mapping";

/** Where a sorted page continues: the last row's sort key (as text), created_at (as text) and id. */

type SortColumn = "created" | "waiting" | "stage" | "agent" | "score";

export function sortColumn(sort: LeadListSort): SortColumn {
  return sort.replace(/^-/, "") as SortColumn;
}

/** True for the sorts that order by created_at alone (they page by the plain (created_at, id) keyset). */
export const isCreatedSort = (sort: LeadListSort) => sortColumn(sort) === "created";
export const isDefaultSort = (sort: LeadListSort) => sort === DEFAULT_LEAD_LIST_SORT;

/**
 * The moment a lead started waiting for a first contact, as SQL: the same rule as `waitingSince`
 * (speed-to-lead.ts), 'infinity' when nobody is expected to call, so such a lead waits no time.
 */
const waitingSinceSql = sql`(CASE WHEN ${leads.firstContactAt} IS NULL AND ${leads.stage} = 'new'
  AND ${leads.submittedAt} IS NOT NULL AND ${leads.erasedAt} IS NULL AND coalesce(${leads.source}, '') <> 'import'
  AND coalesce(${leads.tag}, '') <> ${REPRESENTED_TAG} AND ${leads.workingWithRealtor} IS NOT TRUE
  THEN ${leads.submittedAt} ELSE 'infinity'::timestamptz END)`;

const stageOrderSql = sql`(CASE ${leads.stage} ${sql.raw(
  pipelineStages.map((stage, i) => `WHEN '${stage}' THEN ${i}`).join(" "),
)} ELSE ${sql.raw(String(pipelineStages.length))} END)`;

/** The agent's display name (contract displayName), lower-cased; '1' for no agent, '0' + name otherwise. */
const agentKeySql = sql`coalesce((SELECT '0' || lower(coalesce(nullif(${users.fullName}, ''),
  nullif(btrim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email}))
  FROM ${users} WHERE ${users.id} = ${leads.agentId}), '1')`;

interface SortKey {
  expression: SQL;
  /** The SQL type the cursor's text is read back as. */
  type: "timestamptz" | "int" | "text";
  /** Whether the key itself runs high to low (ties always go newest first). */
  descending: boolean;
}

function sortKey(sort: LeadListSort): SortKey {
  const descending = sort.startsWith("-");
  switch (sortColumn(sort)) {
    // A longer wait is an earlier start: waiting ascending is the start descending.
    case "waiting":
      return { expression: waitingSinceSql, type: "timestamptz", descending: !descending };
    case "stage":
      return { expression: stageOrderSql, type: "int", descending };
    case "agent":
      return { expression: agentKeySql, type: "text", descending };
    // Decision 039: computed as the rows are read (the rules and signals change), like the waiting time.
    case "score":
      return { expression: leadScoreSql, type: "int", descending };
    default:
      return { expression: sql`${leads.createdAt}`, type: "timestamptz", descending };
  }
}

/** The keyset condition "after the cursor" for a sort: ties on the key continue newest first. */
export function afterCursor(sort: LeadListSort, cursor: SortCursor): SQL {
  const at = sql`(${leads.createdAt}, ${leads.id})`;
  const created = sql`(${cursor.createdAt}::timestamptz, ${cursor.id})`;
  if (isCreatedSort(sort)) return sort === "created" ? sql`${at} > ${created}` : sql`${at} < ${created}`;
  const key = sortKey(sort);
  const value = sql`${cursor.key ?? ""}::${sql.raw(key.type)}`;
  const beyond = key.descending ? sql`${key.expression} < ${value}` : sql`${key.expression} > ${value}`;
  return sql`(${beyond} OR (${key.expression} = ${value} AND ${at} < ${created}))`;
}

/** ORDER BY of a sort. */
export function sortOrder(sort: LeadListSort): SQL[] {
  if (sort === "created") return [asc(leads.createdAt), asc(leads.id)];
  if (isCreatedSort(sort)) return [desc(leads.createdAt), desc(leads.id)];
  const key = sortKey(sort);
  return [
    key.descending ? sql`${key.expression} DESC` : sql`${key.expression} ASC`,
    desc(leads.createdAt),
    desc(leads.id),
  ];
}

/** The columns a sorted page reads: the lead, and its created_at and sort key as text for the cursor. */
export function sortedColumns(sort: LeadListSort) {
  const key = isCreatedSort(sort) ? sql<string>`''` : sql<string>`${sortKey(sort).expression}::text`;
  return { lead: leads, cursorAt: sql<string>`${leads.createdAt}::text`, sortKey: key };
}

/**
 * One page in a sort other than the default, by keyset on (key, created_at, id). Ordering by waiting time,
 * stage or agent sorts the list's matches (no index holds those orders): fine at a brokerage's few
 * thousand active leads, a full sort of the list at a million (decision 033).
 */
export async function findSortedPage(
  db: Database,
  where: SQL[],
  sort: LeadListSort,
  limit: number,
): Promise<{ rows: LeadRow[]; next?: SortCursor }> {
  const found = await db
    .select(sortedColumns(sort))
    .from(leads)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...sortOrder(sort))
    .limit(limit + 1);
  const rows = found.slice(0, limit);
  const last = rows[rows.length - 1];
  const next =
    found.length > limit && last
      ? { createdAt: last.cursorAt, id: last.lead.id, ...(isCreatedSort(sort) ? {} : { key: last.sortKey }) }
      : undefined;
  return { rows: rows.map((r) => r.lead), next };
}

export interface LeadListExtras {
  agentName: string | null;
  nextReminder: { title: string; dueDate: string } | null;
}

/** For a page of leads: each one's agent name and its soonest open reminder (the list's next action). */
export async function leadListExtras(db: Database, rows: LeadRow[]): Promise<Map<string, LeadListExtras>> {
  const extras = new Map<string, LeadListExtras>();
  if (rows.length === 0) return extras;
  const agentIds = [...new Set(rows.map((r) => r.agentId).filter((id): id is number => id !== null))];
  const [agents, soonest] = await Promise.all([
    agentIds.length
      ? db
          .select({
            id: users.id,
            fullName: users.fullName,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, agentIds))
      : [],
    db
      .selectDistinctOn([reminders.leadId], {
        leadId: reminders.leadId,
        title: reminders.title,
        dueDate: reminders.dueDate,
      })
      .from(reminders)
      .where(
        and(
          inArray(
            reminders.leadId,
            rows.map((r) => r.id),
          ),
          eq(reminders.completed, false),
        ),
      )
      .orderBy(reminders.leadId, asc(reminders.dueDate), asc(reminders.id)),
  ]);
  const names = new Map(
    agents.map((a) => [a.id, a.fullName || [a.firstName, a.lastName].filter(Boolean).join(" ") || a.email]),
  );
  const next = new Map(soonest.map((r) => [r.leadId, { title: r.title, dueDate: r.dueDate.toISOString() }]));
  for (const row of rows) {
    extras.set(row.id, {
      agentName: row.agentId === null ? null : (names.get(row.agentId) ?? null),
      nextReminder: next.get(row.id) ?? null,
    });
  }
  return extras;
}

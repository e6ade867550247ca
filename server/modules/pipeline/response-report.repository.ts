import { sql } from "drizzle-orm";
import { REPRESENTED_TAG } from "../../../contract/leads";
import type { ResponseReport, ResponseRow } from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import { rowsOf } from "../../lib/query-rows";

interface RawRow {
  agent_id: number | null;
  agent_name: string | null;
  leads: number;
  contacted: number;
  median: number | null;
  p90: number | null;
  within_hour: number;
  overdue: number;
}

/** Percentiles are interpolated in floating point: shown to the second. */
const wholeSeconds = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(Number(v)));

/**
 * Time to first contact over the final leads that arrived in [from, to): per agent (the lead's current
 * agent) and for the whole brokerage. Leads nobody is expected to call (imported contacts, represented
 * sellers, an ad platform's test leads) are left out; leads never contacted count in `leads` but not in the times, and never as
 * "within 1 hour". A contact logged before the final submit counts as 0 s.
 */
export async function responseReport(db: Database, from: Date, to: Date): Promise<ResponseReport> {
  const result = await db.execute(sql`
    WITH eligible AS (
      -- greatest() skips NULLs, so a lead never contacted must stay NULL explicitly.
      SELECT agent_id,
             CASE WHEN first_contact_at IS NOT NULL
                  THEN greatest(0, extract(epoch FROM first_contact_at - submitted_at))::float8 END AS secs,
             -- Decision 036: assigned, not contacted, past the dealing pool's response window.
             (first_contact_at IS NULL AND stage = 'new' AND agent_id IS NOT NULL AND assigned_at IS NOT NULL
              AND EXISTS (SELECT 1 FROM agent_pools p WHERE p.id = leads.pool_id AND p.response_window_minutes IS NOT NULL
                          AND leads.assigned_at + p.response_window_minutes * interval '1 minute' <= now())) AS overdue
      FROM leads
      WHERE submitted_at >= ${from.toISOString()}::timestamptz AND submitted_at < ${to.toISOString()}::timestamptz
        AND source IS DISTINCT FROM 'import'
        AND tag IS DISTINCT FROM ${REPRESENTED_TAG}
        AND working_with_realtor IS NOT TRUE
        -- An ad platform's test lead (Google is_test, Meta's testing tool) is not a seller (decision 053).
        AND NOT EXISTS (SELECT 1 FROM ad_leads a WHERE a.lead_id = leads.id AND a.is_test)
    )
    SELECT e.agent_id,
           CASE WHEN grouping(e.agent_id) = 1 THEN NULL
                ELSE coalesce(nullif(trim(coalesce(min(u.first_name), '') || ' ' || coalesce(min(u.last_name), '')), ''), min(u.email)) END AS agent_name,
           count(*)::int AS leads,
           count(e.secs)::int AS contacted,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY e.secs) AS median,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY e.secs) AS p90,
           count(*) FILTER (WHERE e.secs <= 3600)::int AS within_hour,
           count(*) FILTER (WHERE e.overdue)::int AS overdue,
           grouping(e.agent_id) AS is_total
    FROM eligible e LEFT JOIN users u ON u.id = e.agent_id
    GROUP BY ROLLUP (e.agent_id)
    ORDER BY grouping(e.agent_id), e.agent_id NULLS LAST`);
  const rows = rowsOf<RawRow & { is_total: number }>(result);
  const toRow = (r: RawRow | undefined): ResponseRow => ({
    leads: r?.leads ?? 0,
    contacted: r?.contacted ?? 0,
    medianSeconds: wholeSeconds(r?.median),
    p90Seconds: wholeSeconds(r?.p90),
    withinHourShare: r && r.leads > 0 ? r.within_hour / r.leads : 0,
    overdue: r?.overdue ?? 0,
  });
  const total = rows.find((r) => Number(r.is_total) === 1);
  return {
    brokerage: toRow(total),
    agents: rows
      .filter((r) => Number(r.is_total) === 0)
      .map((r) => ({
        ...toRow(r),
        agentId: r.agent_id,
        // A name or nothing: the screen words "Not assigned" (agentId null) and a nameless agent itself.
        agentName: r.agent_id === null ? null : (r.agent_name ?? null),
      })),
  };
}

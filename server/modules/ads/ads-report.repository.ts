import { sql } from "drizzle-orm";
import type { AdsReportGrouping } from "../../../contract/ads";
import type { Database } from "../../db/client";
import { rowsOf } from "../../lib/query-rows";

export interface LeadFigures {
  source: string | null;
  campaign_id: string | null;
  campaign_name: string | null;
  agent_id: number | null;
  agent_name: string | null;
  leads: number;
  reached: number;
  appointments: number;
  listings: number;
  sold: number;
  gci: string | number | null;
  median: number | null;
  is_total: number;
}

export interface SpendFigures {
  source: string;
  campaign_id: string;
  spend: string | number;
}

const groupColumns: Record<AdsReportGrouping, ReturnType<typeof sql.raw>> = {
  source: sql.raw("source"),
  campaign: sql.raw("source, campaign_id"),
  agent: sql.raw("agent_id"),
};

/**
 * The funnel of the final leads submitted in [from, to): per group and in total (ROLLUP), test leads of the
 * ad platforms left out. Reached: a staff touch reached the seller (`first_contact_at`); appointment: the
 * stage is at or past Appointment Set, or a listing was signed; listing and sale from the lead's outcome.
 * The first human attempt is the first contact a staff member logged or the first text an agent sent:
 * the automatic acknowledgements and alerts are not attempts.
 *
 * One pass over the period (decision 056): no materialised CTE read three times, the facts narrowed to
 * booleans before the sort the median needs, and enough working memory for that sort of two years of leads
 * to stay in memory (`SET LOCAL`, this transaction only).
 */
export async function leadFigures(db: Database, from: string, to: string, groupBy: AdsReportGrouping) {
  const group = groupColumns[groupBy];
  const inPeriod = (alias: string) =>
    sql`${sql.raw(alias)}.submitted_at >= ${from}::timestamptz AND ${sql.raw(alias)}.submitted_at < ${to}::timestamptz`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL work_mem = '32MB'`);
    const result = await tx.execute(sql`
      WITH attempts AS (
        SELECT lead_id, min(at) AS at FROM (
          SELECT c.lead_id, c.created_at AS at FROM lead_contacts c JOIN leads pl ON pl.id = c.lead_id
          WHERE c.user_id IS NOT NULL AND ${inPeriod("pl")}
          UNION ALL
          SELECT t.lead_id, t.created_at FROM text_messages t JOIN leads pl ON pl.id = t.lead_id
          WHERE t.direction = 'out' AND t.kind = 'agent' AND ${inPeriod("pl")}
        ) x GROUP BY lead_id
      ),
      facts AS (
        SELECT coalesce(l.source, 'direct') AS source,
               coalesce(a.campaign_id, l.utm->>'utm_campaign', '') AS campaign_id,
               a.campaign_name, l.agent_id,
               l.first_contact_at IS NOT NULL AS reached,
               l.stage IN ('appointment_set', 'listing_signed', 'under_contract', 'sold') AS at_appointment,
               (o.listing_signed_on IS NOT NULL OR o.sold_on IS NOT NULL) AS signed,
               o.sold_on IS NOT NULL AS sold,
               o.gci_cents,
               -- greatest() skips NULLs: a lead nobody attempted must stay NULL, not 0.
               CASE WHEN at.at IS NOT NULL THEN greatest(0, extract(epoch FROM at.at - l.submitted_at))::float8 END AS secs
        FROM leads l
        LEFT JOIN ad_leads a ON a.lead_id = l.id
        LEFT JOIN lead_outcomes o ON o.lead_id = l.id
        LEFT JOIN attempts at ON at.lead_id = l.id
        WHERE ${inPeriod("l")} AND a.is_test IS NOT TRUE
      )
      SELECT ${group},
             min(f.campaign_name) AS campaign_name,
             count(*)::int AS leads,
             count(*) FILTER (WHERE f.reached)::int AS reached,
             count(*) FILTER (WHERE f.at_appointment OR f.signed)::int AS appointments,
             count(*) FILTER (WHERE f.signed)::int AS listings,
             count(*) FILTER (WHERE f.sold)::int AS sold,
             coalesce(sum(f.gci_cents), 0) AS gci,
             percentile_cont(0.5) WITHIN GROUP (ORDER BY f.secs) AS median,
             grouping(${group}) AS is_total
      FROM facts f
      GROUP BY ROLLUP ((${group}))
      ORDER BY grouping(${group}), ${group}`);
    return rowsOf<Omit<LeadFigures, "agent_name">>(result);
  });
}

/** The agents' names, for the agent grouping. */
export async function agentNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT id, coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email) AS name
    FROM users WHERE id IN ${ids}`);
  return new Map(rowsOf<{ id: number; name: string }>(result).map((r) => [r.id, r.name]));
}

/** The spend of the months from `fromMonth` to `toMonth` (first days), per source and campaign. */
export async function spendFigures(db: Database, fromMonth: string, toMonth: string): Promise<SpendFigures[]> {
  const result = await db.execute(sql`
    SELECT source, campaign_id, sum(amount_cents) AS spend FROM ad_spend
    WHERE month >= ${fromMonth}::date AND month <= ${toMonth}::date
    GROUP BY source, campaign_id`);
  return rowsOf<SpendFigures>(result);
}

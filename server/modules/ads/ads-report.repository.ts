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
 */
export async function leadFigures(db: Database, from: string, to: string, groupBy: AdsReportGrouping) {
  const group = groupColumns[groupBy];
  const result = await db.execute(sql`
    WITH period AS (
      SELECT l.id, l.agent_id, l.stage, l.first_contact_at, l.submitted_at,
             coalesce(l.source, 'direct') AS source,
             coalesce(a.campaign_id, l.utm->>'utm_campaign', '') AS campaign_id,
             a.campaign_name
      FROM leads l LEFT JOIN ad_leads a ON a.lead_id = l.id
      WHERE l.submitted_at >= ${from}::timestamptz AND l.submitted_at < ${to}::timestamptz
        AND a.is_test IS NOT TRUE
    ),
    attempts AS (
      SELECT lead_id, min(at) AS at FROM (
        SELECT c.lead_id, c.created_at AS at FROM lead_contacts c JOIN period p ON p.id = c.lead_id
        WHERE c.user_id IS NOT NULL
        UNION ALL
        SELECT t.lead_id, t.created_at FROM text_messages t JOIN period p ON p.id = t.lead_id
        WHERE t.direction = 'out' AND t.kind = 'agent'
      ) x GROUP BY lead_id
    ),
    facts AS (
      SELECT p.*, o.listing_signed_on, o.sold_on, o.gci_cents,
             -- greatest() skips NULLs: a lead nobody attempted must stay NULL, not 0.
             CASE WHEN at.at IS NOT NULL THEN greatest(0, extract(epoch FROM at.at - p.submitted_at))::float8 END AS secs
      FROM period p
      LEFT JOIN lead_outcomes o ON o.lead_id = p.id
      LEFT JOIN attempts at ON at.lead_id = p.id
    )
    SELECT ${group},
           min(f.campaign_name) AS campaign_name,
           count(*)::int AS leads,
           count(*) FILTER (WHERE f.first_contact_at IS NOT NULL)::int AS reached,
           count(*) FILTER (WHERE f.stage IN ('appointment_set', 'listing_signed', 'under_contract', 'sold')
                              OR f.listing_signed_on IS NOT NULL OR f.sold_on IS NOT NULL)::int AS appointments,
           count(*) FILTER (WHERE f.listing_signed_on IS NOT NULL OR f.sold_on IS NOT NULL)::int AS listings,
           count(*) FILTER (WHERE f.sold_on IS NOT NULL)::int AS sold,
           coalesce(sum(f.gci_cents), 0) AS gci,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY f.secs) AS median,
           grouping(${group}) AS is_total
    FROM facts f
    GROUP BY ROLLUP ((${group}))
    ORDER BY grouping(${group}), ${group}`);
  return rowsOf<Omit<LeadFigures, "agent_name">>(result);
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

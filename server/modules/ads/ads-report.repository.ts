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
 * Read from `ad_report_facts` (decision 056): one narrow row per final lead that triggers keep in the
 * transaction of each write to the five tables these facts come from, so the report scans the period once
 * and joins nothing. The median needs every lead's time, which is why the rows are per lead, not per month.
 */
export async function leadFigures(db: Database, from: string, to: string, groupBy: AdsReportGrouping) {
  const group = groupColumns[groupBy];
  const result = await db.execute(sql`
    SELECT ${group},
           min(f.campaign_name) AS campaign_name,
           count(*)::int AS leads,
           count(*) FILTER (WHERE f.reached)::int AS reached,
           count(*) FILTER (WHERE f.at_appointment OR f.signed)::int AS appointments,
           count(*) FILTER (WHERE f.signed)::int AS listings,
           count(*) FILTER (WHERE f.sold)::int AS sold,
           coalesce(sum(f.gci_cents), 0) AS gci,
           -- greatest() skips NULLs: a lead nobody attempted must stay NULL, not 0.
           percentile_cont(0.5) WITHIN GROUP (ORDER BY CASE WHEN f.first_attempt_at IS NOT NULL
             THEN greatest(0, extract(epoch FROM f.first_attempt_at - f.submitted_at))::float8 END) AS median,
           grouping(${group}) AS is_total
    FROM ad_report_facts f
    WHERE f.submitted_at >= ${from}::timestamptz AND f.submitted_at < ${to}::timestamptz AND NOT f.is_test
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

/**
 * The final leads whose `ad_report_facts` row differs from their tables recomputed now (or is missing or
 * left over): none while the triggers of migration 0046 do their work. For the tests and an operator's check.
 */
export async function adReportFactsDrift(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    WITH fresh AS (
      SELECT l.id AS lead_id, l.submitted_at, coalesce(l.source, 'direct') AS source,
             coalesce(a.campaign_id, l.utm->>'utm_campaign', '') AS campaign_id, a.campaign_name, l.agent_id,
             l.first_contact_at IS NOT NULL AS reached,
             l.stage IN ('appointment_set', 'listing_signed', 'under_contract', 'sold') AS at_appointment,
             (o.listing_signed_on IS NOT NULL OR o.sold_on IS NOT NULL) AS signed, o.sold_on IS NOT NULL AS sold,
             o.gci_cents, least(c.at, t.at) AS first_attempt_at, coalesce(a.is_test, false) AS is_test
      FROM leads l
      LEFT JOIN ad_leads a ON a.lead_id = l.id
      LEFT JOIN lead_outcomes o ON o.lead_id = l.id
      LEFT JOIN (SELECT lead_id, min(created_at) AS at FROM lead_contacts WHERE user_id IS NOT NULL GROUP BY lead_id) c
        ON c.lead_id = l.id
      LEFT JOIN (SELECT lead_id, min(created_at) AS at FROM text_messages
                 WHERE direction = 'out' AND kind = 'agent' GROUP BY lead_id) t ON t.lead_id = l.id
      WHERE l.submitted_at IS NOT NULL
    ),
    kept AS (
      SELECT lead_id, submitted_at, source, campaign_id, campaign_name, agent_id, reached, at_appointment, signed,
             sold, gci_cents, first_attempt_at, is_test
      FROM ad_report_facts
    )
    SELECT DISTINCT lead_id FROM ((SELECT * FROM kept EXCEPT SELECT * FROM fresh)
                                  UNION ALL (SELECT * FROM fresh EXCEPT SELECT * FROM kept)) d
    ORDER BY lead_id`);
  return rowsOf<{ lead_id: string }>(result).map((r) => r.lead_id);
}

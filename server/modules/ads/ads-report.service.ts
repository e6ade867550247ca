import type { AdsReport, AdsReportQuery, AdsReportRow } from "../../../contract/ads";
import type { Database } from "../../db/client";
import { csvCell } from "../../lib/csv-cell";
import { agentNames, type LeadFigures, leadFigures, spendFigures } from "./ads-report.repository";

type Figures = AdsReport["total"];

/** A cost in whole cents, rounded half up; null without spend or without anything to divide by. */
const cost = (spend: number | null, count: number) =>
  spend === null || count === 0 ? null : Math.round(spend / count);

function figures(row: Omit<LeadFigures, "agent_name"> | undefined, spend: number | null): Figures {
  const leads = row?.leads ?? 0;
  const listings = row?.listings ?? 0;
  const sold = row?.sold ?? 0;
  return {
    leads,
    reached: row?.reached ?? 0,
    appointments: row?.appointments ?? 0,
    listingsSigned: listings,
    sold,
    gciCents: Number(row?.gci ?? 0),
    spendCents: spend,
    costPerLeadCents: cost(spend, leads),
    costPerListingCents: cost(spend, listings),
    costPerSaleCents: cost(spend, sold),
    medianFirstAttemptSeconds:
      row?.median === null || row?.median === undefined ? null : Math.round(Number(row.median)),
  };
}

const utcMonthStart = (month: string) => `${month}-01T00:00:00.000Z`;

/**
 * The cost of a listing, by source, campaign or agent (decision 053): the leads submitted in the months
 * from `from` to `to` (UTC), their funnel and outcomes, beside the spend entered for those months. Spend
 * is told by source and campaign; by agent it cannot be, so only the total carries it. A source or
 * campaign with spend and no lead is a row too: its cost shows.
 */
export async function adsReport(db: Database, query: AdsReportQuery): Promise<AdsReport> {
  const [year = 0, month = 0] = query.to.split("-").map(Number);
  const toExclusive = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
  const raw = await leadFigures(db, utcMonthStart(query.from), utcMonthStart(toExclusive), query.groupBy);
  const spend = await spendFigures(db, `${query.from}-01`, `${query.to}-01`);
  const totalSpend = spend.reduce((sum, s) => sum + Number(s.spend), 0);
  const keyOf = (source: string | null, campaign: string | null) =>
    query.groupBy === "campaign" ? `${source}\u0000${campaign ?? ""}` : `${source}`;
  const spendBy = new Map<string, number>();
  for (const s of spend)
    spendBy.set(keyOf(s.source, s.campaign_id), (spendBy.get(keyOf(s.source, s.campaign_id)) ?? 0) + Number(s.spend));

  const groups = raw.filter((r) => Number(r.is_total) === 0);
  const names =
    query.groupBy === "agent"
      ? await agentNames(
          db,
          groups.flatMap((r) => (r.agent_id ? [r.agent_id] : [])),
        )
      : new Map();
  const seen = new Set<string>();
  const rows: AdsReportRow[] = groups.map((r) => {
    const key = keyOf(r.source ?? null, r.campaign_id ?? null);
    seen.add(key);
    return {
      source: r.source ?? null,
      campaignId: query.groupBy === "campaign" ? (r.campaign_id ?? "") : null,
      campaignName: query.groupBy === "campaign" ? (r.campaign_name ?? null) : null,
      agentId: r.agent_id ?? null,
      agentName: r.agent_id ? (names.get(r.agent_id) ?? null) : null,
      ...figures(r, query.groupBy === "agent" ? null : (spendBy.get(key) ?? 0)),
    };
  });
  if (query.groupBy !== "agent") {
    for (const s of spend) {
      const key = keyOf(s.source, s.campaign_id);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({
        source: s.source,
        campaignId: query.groupBy === "campaign" ? s.campaign_id : null,
        campaignName: null,
        agentId: null,
        agentName: null,
        ...figures(undefined, spendBy.get(key) ?? 0),
      });
    }
  }
  return {
    from: query.from,
    to: query.to,
    groupBy: query.groupBy,
    rows,
    total: figures(
      raw.find((r) => Number(r.is_total) !== 0),
      totalSpend,
    ),
  };
}

const dollars = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));

/** The report as a CSV file: one row per group, then the total; money in dollars with cents. */
export function adsReportCsv(report: AdsReport): string {
  const header = [
    "source",
    "campaign_id",
    "campaign_name",
    "agent",
    "leads",
    "reached",
    "appointments",
    "listings_signed",
    "sold",
    "gci",
    "spend",
    "cost_per_lead",
    "cost_per_listing",
    "cost_per_sale",
    "median_first_attempt_minutes",
  ];
  const line = (label: Pick<AdsReportRow, "source" | "campaignId" | "campaignName" | "agentName">, f: Figures) =>
    [
      label.source,
      label.campaignId,
      label.campaignName,
      label.agentName,
      f.leads,
      f.reached,
      f.appointments,
      f.listingsSigned,
      f.sold,
      dollars(f.gciCents),
      dollars(f.spendCents),
      dollars(f.costPerLeadCents),
      dollars(f.costPerListingCents),
      dollars(f.costPerSaleCents),
      f.medianFirstAttemptSeconds === null ? "" : (f.medianFirstAttemptSeconds / 60).toFixed(1),
    ]
      .map(csvCell)
      .join(",");
  const lines = [
    header.map(csvCell).join(","),
    ...report.rows.map((r) => line(r, r)),
    line({ source: "total", campaignId: null, campaignName: null, agentName: null }, report.total),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

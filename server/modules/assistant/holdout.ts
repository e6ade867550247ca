// The assistant's holdout and its lift report (issue 46). Pure: callers load the leads and the share.
import { createHash } from "node:crypto";
import type { LiftGroup, LiftRate, LiftRateDifference, LiftReport } from "../../../contract/assistant-report";

/** Two-sided 95 % normal quantile. */
const Z = 1.959963984540054;

/**
 * Whether a lead belongs to the held-out share that gets no assistant. A hash of the id, not a random
 * draw, so a lead stays in its group across restarts and the same answer comes from every process.
 */
export function inHoldout(leadId: string, sharePercent: number): boolean {
  if (!Number.isFinite(sharePercent) || sharePercent < 0 || sharePercent > 100) {
    throw new RangeError(`holdout share must be between 0 and 100, got ${sharePercent}`);
  }
  // A prefix keeps this split independent of any other hash of the same id.
  const digest = createHash("sha256").update(`assistant-holdout:${leadId}`).digest();
  const basisPoints = Math.floor((digest.readUInt32BE(0) / 2 ** 32) * 10_000);
  return basisPoints < sharePercent * 100;
}

export type LiftLead = {
  group: "assisted" | "holdout";
  firstReplySeconds: number | null;
  reached: boolean;
  booked: boolean;
  /** null when the listing outcome was not recorded. */
  listed: boolean | null;
};

type Interval = { low: number; high: number };

/** Wilson score interval for count/of; null when there is nothing to count. */
export function wilsonInterval(count: number, of: number): Interval | null {
  if (of === 0) return null;
  const p = count / of;
  const z2 = Z * Z;
  const centre = p + z2 / (2 * of);
  const spread = Z * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of));
  const denominator = 1 + z2 / of;
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/** Newcombe (1998) method 10: the difference p1 − p2 from each proportion's Wilson interval. */
export function newcombeDifference(count1: number, of1: number, count2: number, of2: number): Interval | null {
  const w1 = wilsonInterval(count1, of1);
  const w2 = wilsonInterval(count2, of2);
  if (!w1 || !w2) return null;
  const p1 = count1 / of1;
  const p2 = count2 / of2;
  const d = p1 - p2;
  return {
    low: d - Math.sqrt((p1 - w1.low) ** 2 + (w2.high - p2) ** 2),
    high: d + Math.sqrt((w1.high - p1) ** 2 + (p2 - w2.low) ** 2),
  };
}

function round(value: number): number {
  const rounded = Math.round(value * 10_000) / 10_000;
  return rounded === 0 ? 0 : rounded; // no -0 in the output
}

function roundOrNull(value: number | null | undefined): number | null {
  return value === null || value === undefined ? null : round(value);
}

/** Median of sorted values (mean of the middle two for an even count). */
function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** 90th percentile by nearest rank: a first reply some lead actually waited. */
function p90(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.ceil(0.9 * sorted.length) - 1] ?? null;
}

type Tally = { count: number; of: number };
type GroupTally = { n: number; replies: number[]; reached: Tally; booked: Tally; listed: Tally };

function tally(leads: LiftLead[]): GroupTally {
  const replies: number[] = [];
  const listed: Tally = { count: 0, of: 0 };
  let reached = 0;
  let booked = 0;
  for (const lead of leads) {
    if (lead.firstReplySeconds !== null) replies.push(lead.firstReplySeconds);
    if (lead.reached) reached += 1;
    if (lead.booked) booked += 1;
    if (lead.listed !== null) {
      listed.of += 1;
      if (lead.listed) listed.count += 1;
    }
  }
  replies.sort((a, b) => a - b);
  return {
    n: leads.length,
    replies,
    reached: { count: reached, of: leads.length },
    booked: { count: booked, of: leads.length },
    listed,
  };
}

function rate({ count, of }: Tally): LiftRate {
  const interval = wilsonInterval(count, of);
  return {
    count,
    of,
    rate: of === 0 ? null : round(count / of),
    low: roundOrNull(interval?.low),
    high: roundOrNull(interval?.high),
  };
}

function group(t: GroupTally): LiftGroup {
  return {
    n: t.n,
    firstReply: {
      replied: t.replies.length,
      medianSeconds: roundOrNull(median(t.replies)),
      p90Seconds: roundOrNull(p90(t.replies)),
    },
    reached: rate(t.reached),
    booked: rate(t.booked),
    listed: rate(t.listed),
  };
}

function difference(a: Tally, b: Tally): LiftRateDifference {
  const interval = newcombeDifference(a.count, a.of, b.count, b.of);
  if (!interval) return { difference: null, low: null, high: null };
  return { difference: round(a.count / a.of - b.count / b.of), low: round(interval.low), high: round(interval.high) };
}

/** Compares assisted and held-out leads on first reply, reached, booked and listed. */
export function liftReport(leads: LiftLead[]): LiftReport {
  const assisted = tally(leads.filter((lead) => lead.group === "assisted"));
  const holdout = tally(leads.filter((lead) => lead.group === "holdout"));
  const assistedMedian = median(assisted.replies);
  const holdoutMedian = median(holdout.replies);
  return {
    confidence: 0.95,
    assisted: group(assisted),
    holdout: group(holdout),
    difference: {
      firstReplyMedianSeconds:
        assistedMedian === null || holdoutMedian === null ? null : round(assistedMedian - holdoutMedian),
      reached: difference(assisted.reached, holdout.reached),
      booked: difference(assisted.booked, holdout.booked),
      listed: difference(assisted.listed, holdout.listed),
    },
  };
}

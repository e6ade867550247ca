import { describe, expect, it } from "vitest";
import { randomFrom as mulberry32 } from "../../lib/seeded-random";
import { inHoldout, type LiftLead, liftReport, newcombeDifference, wilsonInterval } from "./holdout";

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

type Truth = { reached: number; booked: number; listed: number; medianReplySeconds: number };

/** n flags with exactly round(share × n) set, in a seeded random order. */
function exactly(random: () => number, n: number, share: number): boolean[] {
  const flags = Array.from({ length: n }, (_, i) => i < Math.round(share * n));
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [flags[i], flags[j]] = [flags[j] as boolean, flags[i] as boolean];
  }
  return flags;
}

/**
 * Leads whose rates are exactly the truth (so the known difference is the sample's difference, and a
 * test cannot pass or fail on a lucky draw); replies are log-normal around the true median, 5 % never
 * replied, and the listing is recorded for half of the leads.
 */
function population(random: () => number, group: LiftLead["group"], n: number, truth: Truth): LiftLead[] {
  const reached = exactly(random, n, truth.reached);
  const booked = exactly(random, n, truth.booked);
  const recorded = exactly(random, n, 0.5);
  const listed = exactly(random, n / 2, truth.listed);
  let recordedIndex = 0;
  return Array.from({ length: n }, (_, i) => ({
    group,
    firstReplySeconds: random() < 0.05 ? null : Math.round(truth.medianReplySeconds * Math.exp(0.8 * normal(random))),
    reached: reached[i] as boolean,
    booked: booked[i] as boolean,
    listed: recorded[i] ? (listed[recordedIndex++] as boolean) : null,
  }));
}

const r4 = (value: number) => Math.round(value * 10_000) / 10_000;

describe("inHoldout", () => {
  it("gives a lead the same answer every time", () => {
    const ids = Array.from({ length: 50 }, (_, i) => `lead-${i}`);
    expect(ids.map((id) => inHoldout(id, 10))).toEqual(ids.map((id) => inHoldout(id, 10)));
  });

  it("holds out close to the share of 20,000 generated ids", () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => crypto.randomUUID() + i);
    for (const [share, low, high] of [
      [10, 0.09, 0.11],
      [25, 0.24, 0.26],
      [50, 0.49, 0.51],
    ] as const) {
      const held = ids.filter((id) => inHoldout(id, share)).length / ids.length;
      expect(held).toBeGreaterThan(low);
      expect(held).toBeLessThan(high);
    }
  });

  it("keeps a held-out lead held out when the share grows", () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => `lead-${i}`);
    const at10 = ids.filter((id) => inHoldout(id, 10));
    expect(at10.every((id) => inHoldout(id, 20))).toBe(true);
  });

  it("never holds out at 0 %, always at 100 %, and refuses a share outside 0–100", () => {
    const ids = Array.from({ length: 1_000 }, (_, i) => `lead-${i}`);
    expect(ids.some((id) => inHoldout(id, 0))).toBe(false);
    expect(ids.every((id) => inHoldout(id, 100))).toBe(true);
    expect(() => inHoldout("lead-1", -1)).toThrow(RangeError);
    expect(() => inHoldout("lead-1", 100.5)).toThrow(RangeError);
    expect(() => inHoldout("lead-1", Number.NaN)).toThrow(RangeError);
  });
});

describe("intervals against Newcombe (1998)", () => {
  it("matches Table I for the Wilson score interval (method 3)", () => {
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [count, of, low, high] of cases) {
      const interval = wilsonInterval(count, of);
      expect(interval && [r4(interval.low), r4(interval.high)]).toEqual([low, high]);
    }
  });

  it("matches Table II for the difference of two proportions (method 10)", () => {
    const cases: [number, number, number, number, number, number][] = [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [6, 7, 2, 7, 0.0582, 0.8062],
      [5, 56, 0, 29, -0.0381, 0.1926],
      [0, 10, 0, 20, -0.1611, 0.2775],
      [10, 10, 0, 20, 0.6791, 1],
    ];
    for (const [c1, n1, c2, n2, low, high] of cases) {
      const interval = newcombeDifference(c1, n1, c2, n2);
      expect(interval && [r4(interval.low), r4(interval.high)]).toEqual([low, high]);
    }
  });

  it("reports the worked example's difference through liftReport", () => {
    const leads: LiftLead[] = [
      ...Array.from({ length: 70 }, (_, i) => ({
        group: "assisted" as const,
        firstReplySeconds: null,
        reached: i < 56,
        booked: false,
        listed: null,
      })),
      ...Array.from({ length: 80 }, (_, i) => ({
        group: "holdout" as const,
        firstReplySeconds: null,
        reached: i < 48,
        booked: false,
        listed: null,
      })),
    ];
    expect(liftReport(leads).difference.reached).toEqual({ difference: 0.2, low: 0.0524, high: 0.3339 });
  });
});

describe("liftReport", () => {
  it("finds a known lift in 2,000 assisted and 2,000 held-out generated leads", () => {
    const random = mulberry32(46);
    const assistedTruth = { reached: 0.6, booked: 0.2, listed: 0.3, medianReplySeconds: 40 };
    const holdoutTruth = { reached: 0.4, booked: 0.1, listed: 0.15, medianReplySeconds: 3_600 };
    const report = liftReport([
      ...population(random, "assisted", 2_000, assistedTruth),
      ...population(random, "holdout", 2_000, holdoutTruth),
    ]);

    expect(report.assisted.n).toBe(2_000);
    expect(report.holdout.n).toBe(2_000);
    for (const key of ["reached", "booked", "listed"] as const) {
      const trueDifference = assistedTruth[key] - holdoutTruth[key];
      const { difference, low, high } = report.difference[key];
      expect(low).not.toBeNull();
      expect(low as number).toBeGreaterThan(0);
      expect(low as number).toBeLessThan(trueDifference);
      expect(high as number).toBeGreaterThan(trueDifference);
      expect(difference).toBe(r4((report.assisted[key].rate as number) - (report.holdout[key].rate as number)));
      for (const [group, truth] of [
        [report.assisted, assistedTruth],
        [report.holdout, holdoutTruth],
      ] as const) {
        expect(group[key].low as number).toBeLessThan(truth[key]);
        expect(group[key].high as number).toBeGreaterThan(truth[key]);
      }
    }
    // Listed is over the recorded half only.
    expect(report.assisted.listed).toMatchObject({ count: 300, of: 1_000, rate: 0.3 });
    expect(report.difference.reached.difference).toBe(0.2);
    expect(report.assisted.reached.of).toBe(2_000);

    const assistedReply = report.assisted.firstReply;
    const holdoutReply = report.holdout.firstReply;
    expect(assistedReply.replied).toBeLessThan(2_000);
    expect(assistedReply.medianSeconds as number).toBeGreaterThan(36);
    expect(assistedReply.medianSeconds as number).toBeLessThan(44);
    expect(holdoutReply.medianSeconds as number).toBeGreaterThan(3_240);
    expect(holdoutReply.medianSeconds as number).toBeLessThan(3_960);
    expect(assistedReply.p90Seconds as number).toBeGreaterThan(assistedReply.medianSeconds as number);
    expect(report.difference.firstReplyMedianSeconds).toBe(
      (assistedReply.medianSeconds as number) - (holdoutReply.medianSeconds as number),
    );
    expect(report.difference.firstReplyMedianSeconds as number).toBeLessThan(-3_000);
  });

  it("gives an interval containing 0 when both groups share the same rates", () => {
    const random = mulberry32(7);
    const truth = { reached: 0.5, booked: 0.15, listed: 0.2, medianReplySeconds: 600 };
    const report = liftReport([
      ...population(random, "assisted", 2_000, truth),
      ...population(random, "holdout", 2_000, truth),
    ]);
    for (const key of ["reached", "booked", "listed"] as const) {
      expect(report.difference[key].low as number).toBeLessThan(0);
      expect(report.difference[key].high as number).toBeGreaterThan(0);
    }
  });

  it("computes exact figures on a small hand-made set, rounded to 4 decimals", () => {
    const lead = (
      group: LiftLead["group"],
      firstReplySeconds: number | null,
      reached: boolean,
      listed: boolean | null,
    ): LiftLead => ({
      group,
      firstReplySeconds,
      reached,
      booked: false,
      listed,
    });
    const report = liftReport([
      lead("assisted", 10, true, true),
      lead("assisted", 30, true, null),
      lead("assisted", 20, false, false),
      lead("assisted", null, false, null),
      lead("holdout", 100, false, null),
      lead("holdout", 300, true, null),
      lead("holdout", 200, false, null),
    ]);
    expect(report.assisted).toEqual({
      n: 4,
      firstReply: { replied: 3, medianSeconds: 20, p90Seconds: 30 },
      reached: { count: 2, of: 4, rate: 0.5, low: 0.15, high: 0.85 },
      booked: { count: 0, of: 4, rate: 0, low: 0, high: 0.4899 },
      listed: { count: 1, of: 2, rate: 0.5, low: 0.0945, high: 0.9055 },
    });
    expect(report.holdout.reached.rate).toBe(0.3333);
    expect(report.holdout.listed).toEqual({ count: 0, of: 0, rate: null, low: null, high: null });
    expect(report.difference.firstReplyMedianSeconds).toBe(-180);
    expect(report.difference.listed).toEqual({ difference: null, low: null, high: null });
  });

  it("gives nulls, not NaN, for an empty group", () => {
    const report = liftReport([{ group: "assisted", firstReplySeconds: 5, reached: true, booked: true, listed: true }]);
    expect(report.holdout).toEqual({
      n: 0,
      firstReply: { replied: 0, medianSeconds: null, p90Seconds: null },
      reached: { count: 0, of: 0, rate: null, low: null, high: null },
      booked: { count: 0, of: 0, rate: null, low: null, high: null },
      listed: { count: 0, of: 0, rate: null, low: null, high: null },
    });
    expect(report.difference).toEqual({
      firstReplyMedianSeconds: null,
      reached: { difference: null, low: null, high: null },
      booked: { difference: null, low: null, high: null },
      listed: { difference: null, low: null, high: null },
    });
    expect(JSON.stringify(liftReport([]))).not.toContain("NaN");
  });
});

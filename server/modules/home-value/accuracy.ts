import { setImmediate as nextTurn } from "node:timers/promises";
import { median, quantile } from "simple-statistics";
import type { AccuracyFigures, AccuracyRow } from "../../../contract/home-value";
import { estimatorRules, HomeValueIndex, type Sale } from "./estimator";

/** The range's stated coverage: the true price falls inside it for about 4 homes in 5 (decision 040). */
export const TARGET_COVERAGE = 0.8;
/** Above this many sales an even sample is measured (each sale still left out of its own estimate). */
export const MAX_MEASURED = 5000;
const PER_TURN = 200;

interface Measured {
  region: string;
  /** |ln(estimate / price)| */
  logError: number;
  /** |estimate - price| / price */
  relError: number;
  rawHalfWidth: number;
  half: 0 | 1;
}

/** A sale's region: its city as written, trimmed and title-cased, so "MONTRÉAL" and "Montréal" agree. */
export function regionOf(sale: Pick<Sale, "city">): string {
  return sale.city
    .trim()
    .toLocaleLowerCase("fr-CA")
    .replace(/(^|[\s-])\p{L}/gu, (m) => m.toLocaleUpperCase("fr-CA"));
}

function row(region: string, sales: number, measured: Measured[], factor: (m: Measured) => number): AccuracyRow {
  const usable = measured.filter((m) => m.rawHalfWidth * factor(m) <= estimatorRules.maxHalfWidth);
  const share = (limit: number) =>
    usable.length ? usable.filter((m) => m.relError <= limit).length / usable.length : null;
  return {
    region,
    sales,
    estimated: usable.length,
    medianAbsError: usable.length ? median(usable.map((m) => m.relError)) : null,
    within5: share(0.05),
    within10: share(0.1),
    within20: share(0.2),
    rangeCoverage: usable.length
      ? usable.filter((m) => m.logError <= m.rawHalfWidth * factor(m)).length / usable.length
      : null,
  };
}

/** Each measured sale (every `stride`-th), estimated from the others as of its sale date. */
async function measureEach(
  sales: readonly Sale[],
  index: HomeValueIndex,
  stride: number,
  withoutOwnFsa: boolean,
  yieldEvery: number,
): Promise<{ measured: Measured[]; count: number }> {
  const measured: Measured[] = [];
  let count = 0;
  for (let i = 0; i < sales.length; i += stride) {
    const sale = sales[i] as Sale;
    const { raw } = index.raw(
      {
        postalCode: sale.postalCode,
        propertyType: sale.propertyType,
        livingArea: sale.livingArea,
        yearBuilt: sale.yearBuilt ?? undefined,
        bedrooms: sale.bedrooms ?? undefined,
        bathrooms: sale.bathrooms ?? undefined,
      },
      { asOf: new Date(`${sale.soldDate}T00:00:00Z`), exclude: i, withoutOwnFsa },
    );
    count += 1;
    if (count % yieldEvery === 0) await nextTurn();
    if (!raw) continue;
    measured.push({
      region: regionOf(sale),
      logError: Math.abs(Math.log(raw.value / sale.price)),
      relError: Math.abs(raw.value - sale.price) / sale.price,
      rawHalfWidth: raw.rawHalfWidth,
      half: (measured.length % 2) as 0 | 1,
    });
  }
  return { measured, count };
}

const fitFactor = (set: Measured[]) =>
  set.length >= 10
    ? quantile(
        set.map((m) => m.logError / m.rawHalfWidth),
        TARGET_COVERAGE,
      )
    : estimatorRules.defaultRangeFactor;

/** The factor fitted on all, and each half's factor fitted on the other half (for the coverage shown). */
function calibrate(measured: Measured[]) {
  const halfFactors = [
    fitFactor(measured.filter((m) => m.half === 1)),
    fitFactor(measured.filter((m) => m.half === 0)),
  ];
  return { factor: fitFactor(measured), crossFitted: (m: Measured) => halfFactors[m.half] as number };
}

/**
 * Leaves each sale out in turn (an even sample of a large set), estimates it from the others as of its
 * sale date, and measures: median absolute error, shares within 5/10/20%, and how often the sale price fell
 * inside the range. The range factor (the public range's calibration) is the quantile of the error over
 * the raw half-width at the target coverage; the coverage shown is cross-fitted (each half measured with
 * the factor fitted on the other), so the figure is not the calibration repeating itself.
 *
 * Twice (decision 046): placed by its postal code among its own FSA's sales, as a public request in an FSA
 * with sales is; and as if its FSA had no sale, at the FSA's centroid among the neighbouring FSAs' sales,
 * as a request in an FSA without sales is. Each placement has its own figures and its own range factor.
 */
export async function measureAccuracy(
  sales: readonly Sale[],
  options: { yieldEvery?: number } = {},
): Promise<AccuracyFigures> {
  const index = new HomeValueIndex(sales, { rangeFactor: 1 });
  const stride = Math.max(1, Math.ceil(sales.length / MAX_MEASURED));
  const perRegion = new Map<string, number>();
  for (const sale of sales) perRegion.set(regionOf(sale), (perRegion.get(regionOf(sale)) ?? 0) + 1);
  const yieldEvery = options.yieldEvery ?? PER_TURN;
  const own = await measureEach(sales, index, stride, false, yieldEvery);
  const neighbour = await measureEach(sales, index, stride, true, yieldEvery);
  const ownFit = calibrate(own.measured);
  const neighbourFit = calibrate(neighbour.measured);
  const regions = [...perRegion.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([region, n]) =>
      row(
        region,
        n,
        own.measured.filter((m) => m.region === region),
        ownFit.crossFitted,
      ),
    );
  const overall = row("all", sales.length, own.measured, ownFit.crossFitted);
  return {
    method: stride === 1 ? "leave-one-out" : "sample-left-out",
    measured: own.count,
    targetCoverage: TARGET_COVERAGE,
    rangeFactor: ownFit.factor,
    neighbourRangeFactor: neighbourFit.factor,
    overall,
    regions,
    placements: {
      ownFsa: { ...overall, region: "own-fsa" },
      neighbourFsa: row("neighbour-fsa", sales.length, neighbour.measured, neighbourFit.crossFitted),
    },
  };
}

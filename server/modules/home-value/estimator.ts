import { around, distance } from "geokdbush";
import KDBush from "kdbush";
import { linearRegression, mean, sampleStandardDeviation, weightedQuantile } from "simple-statistics";
import type { PropertyType } from "../../../contract/home-value";
import { fsaCentroid } from "./fsa-centroids";

/**
 * The estimator (decision 040): pure, over sales held in memory. Comparables are the nearest sales of the
 * same type (by distance when the home can be placed, else by its postal code's area), each brought to the
 * home by the market trend, size and age adjustments fitted on the brokerage's own sales; the value is
 * their weighted median and the range widens with few, far or old comparables.
 */

export interface Sale {
  id: number;
  street: string;
  unit: string;
  city: string;
  postalCode: string;
  fsa: string;
  propertyType: PropertyType;
  bedrooms: number | null;
  bathrooms: number | null;
  livingArea: number;
  yearBuilt: number | null;
  /** Dollars. */
  price: number;
  /** YYYY-MM-DD */
  soldDate: string;
  latitude: number | null;
  longitude: number | null;
}

export interface Subject {
  postalCode: string;
  propertyType?: PropertyType;
  livingArea?: number;
  yearBuilt?: number;
  bedrooms?: number;
  bathrooms?: number;
  /** When the home's own place is known (a measured sale); public requests are placed by postal code. */
  latitude?: number;
  longitude?: number;
}

/** What each adjustment changed, in dollars (time first, then size, then age, as applied). */
export interface PriceAdjustments {
  size: number;
  age: number;
  time: number;
}

export interface Comparable {
  sale: Sale;
  /** Kilometres, or null when compared by postal-code area. */
  distanceKm: number | null;
  adjustedPrice: number;
  adjustments: PriceAdjustments;
  score: number;
}

/**
 * How the home was placed: among its own FSA's sales (its postal code's or its FSA's sales' centre), or at its
 * FSA's centroid among neighbouring FSAs' sales because its FSA has none.
 */
export type Placement = "own-fsa" | "neighbour-fsa";

export interface RawEstimate {
  value: number;
  /** The range's half-width in log terms before calibration (multiply by the range factor). */
  rawHalfWidth: number;
  comparables: Comparable[];
}

export type EstimateOutcome =
  | {
      kind: "estimate";
      value: number;
      low: number;
      high: number;
      halfWidth: number;
      comparables: Comparable[];
      placement: Placement;
      /** The type the home was compared as when the seller did not say (the type most sold nearest it). */
      assumedType?: PropertyType;
    }
  | {
      kind: "none";
      reason: "too-few-comparables" | "area-unknown";
      comparables: Comparable[];
      placement: Placement | null;
    };

/** Options of one estimate: as of a date, leaving out one sale (measuring), or its whole FSA (measuring neighbours). */
export interface EstimateOptions {
  asOf: Date;
  exclude?: number;
  /** Measure as if the home's FSA had no sale: placed at the FSA's centroid, its FSA's sales left out. */
  withoutOwnFsa?: boolean;
}

/** The rules, in one place (decision 040). */
export const estimatorRules = {
  /** Comparables used: at most 6, at least 3 for a number. */
  maxComparables: 6,
  minComparables: 3,
  /** Candidates looked at around the home, and how far. */
  candidates: 80,
  maxDistanceKm: 15,
  /** A sale older than this is not a comparable. */
  maxMonths: 36,
  /** A sale less than half or more than twice the home's size is not a comparable. */
  maxSizeRatio: 2,
  /** The range before any measurement: ~80% of a normal error, widened for a first guess. */
  defaultRangeFactor: 1.5,
  /** A range wider than about ±35% says nothing: no number. */
  maxHalfWidth: Math.log(1.35),
  /** The floor of the comparables' spread (log), so three identical prices do not claim certainty. */
  minSpread: 0.04,
} as const;

const DAY_MS = 86_400_000;
const allTypes: readonly PropertyType[] = ["detached", "semi-detached", "townhouse", "condo"];
const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The adjustments fitted on the sales (decision 040), each clipped to a plausible band. */
export interface Adjustments {
  /** Log change of price per day of market time. */
  trendPerDay: number;
  /** Price grows as size to this power. */
  sizeElasticity: number;
  /** Log change of price per year of newer construction. */
  agePerYear: number;
}

const clip = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** De-means `values` within groups (the FSA and type), so the fits compare like with like. */
function demeanByGroup(values: number[], groups: string[]): number[] {
  const sums = new Map<string, { s: number; n: number }>();
  values.forEach((v, i) => {
    const g = sums.get(groups[i] as string) ?? { s: 0, n: 0 };
    g.s += v;
    g.n += 1;
    sums.set(groups[i] as string, g);
  });
  return values.map((v, i) => {
    const g = sums.get(groups[i] as string) as { s: number; n: number };
    return v - g.s / g.n;
  });
}

function slope(xs: number[], ys: number[]): number {
  if (xs.length < 10) return 0;
  const { m } = linearRegression(xs.map((x, i) => [x, ys[i] as number]));
  return Number.isFinite(m) ? m : 0;
}

/** One pass of backfitting: size, then age, then the trend, each on what the ones before left. */
export function fitAdjustments(sales: readonly Sale[]): Adjustments {
  if (sales.length < 30) return { trendPerDay: 0, sizeElasticity: 0.8, agePerYear: 0 };
  const groups = sales.map((s) => `${s.fsa}|${s.propertyType}`);
  let residual = demeanByGroup(
    sales.map((s) => Math.log(s.price)),
    groups,
  );
  const logArea = demeanByGroup(
    sales.map((s) => Math.log(s.livingArea)),
    groups,
  );
  const sizeElasticity = clip(slope(logArea, residual), 0.3, 1.1);
  residual = residual.map((r, i) => r - sizeElasticity * (logArea[i] as number));

  const aged = sales.map((s, i) => ({ s, i })).filter(({ s }) => s.yearBuilt !== null);
  let agePerYear = 0;
  if (aged.length >= 30) {
    const years = demeanByGroup(
      aged.map(({ s }) => s.yearBuilt as number),
      aged.map(({ i }) => groups[i] as string),
    );
    const ys = demeanByGroup(
      aged.map(({ i }) => residual[i] as number),
      aged.map(({ i }) => groups[i] as string),
    );
    agePerYear = clip(slope(years, ys), -0.005, 0.01);
  }
  residual = residual.map((r, i) => {
    const built = (sales[i] as Sale).yearBuilt;
    return built === null ? r : r - agePerYear * built;
  });
  const days = demeanByGroup(
    sales.map((s) => dayOf(s.soldDate)),
    groups,
  );
  const trendPerDay = clip(slope(days, demeanByGroup(residual, groups)), -0.0006, 0.0006);
  return { trendPerDay, sizeElasticity, agePerYear };
}

interface Placed {
  lat: number;
  lng: number;
}

/** The sales, indexed by type and place, with the adjustments fitted on them. */
export class HomeValueIndex {
  readonly sales: readonly Sale[];
  readonly adjustments: Adjustments;
  readonly rangeFactor: number;
  /** The range factor measured on homes placed among neighbouring FSAs (their own calibration). */
  readonly neighbourRangeFactor: number;
  private readonly placeOf: (Placed | null)[];
  private readonly days: Int32Array;
  private readonly byType = new Map<PropertyType, { index: KDBush; ids: number[] }>();
  private readonly unplacedByTypeFsa = new Map<string, number[]>();
  private readonly byTypeFsa = new Map<string, number[]>();
  private readonly byFsa = new Map<string, number[]>();
  private readonly postalCentroids = new Map<string, Placed>();
  private readonly fsaCentroids = new Map<string, Placed>();

  constructor(
    sales: readonly Sale[],
    options: { rangeFactor?: number; neighbourRangeFactor?: number; adjustments?: Adjustments } = {},
  ) {
    this.sales = sales;
    this.adjustments = options.adjustments ?? fitAdjustments(sales);
    this.rangeFactor = options.rangeFactor ?? estimatorRules.defaultRangeFactor;
    this.neighbourRangeFactor = options.neighbourRangeFactor ?? this.rangeFactor;
    this.days = Int32Array.from(sales, (s) => dayOf(s.soldDate));
    const postal = new Map<string, { lat: number; lng: number; n: number }>();
    const fsa = new Map<string, { lat: number; lng: number; n: number }>();
    const add = (map: typeof postal, key: string, lat: number, lng: number) => {
      const c = map.get(key) ?? { lat: 0, lng: 0, n: 0 };
      c.lat += lat;
      c.lng += lng;
      c.n += 1;
      map.set(key, c);
    };
    for (const s of sales) {
      if (s.latitude === null || s.longitude === null) continue;
      add(postal, s.postalCode, s.latitude, s.longitude);
      add(fsa, s.fsa, s.latitude, s.longitude);
    }
    for (const [k, c] of postal) this.postalCentroids.set(k, { lat: c.lat / c.n, lng: c.lng / c.n });
    for (const [k, c] of fsa) this.fsaCentroids.set(k, { lat: c.lat / c.n, lng: c.lng / c.n });
    // A sale without its own coordinates stands at its postal code's centre, else it is compared by area.
    this.placeOf = sales.map((s) =>
      s.latitude !== null && s.longitude !== null
        ? { lat: s.latitude, lng: s.longitude }
        : (this.postalCentroids.get(s.postalCode) ?? null),
    );
    const placedIds = new Map<PropertyType, number[]>();
    sales.forEach((s, i) => {
      const key = `${s.propertyType}|${s.fsa}`;
      push(this.byTypeFsa, key, i);
      push(this.byFsa, s.fsa, i);
      if (this.placeOf[i]) push(placedIds, s.propertyType, i);
      else push(this.unplacedByTypeFsa, key, i);
    });
    for (const [type, ids] of placedIds) {
      const index = new KDBush(ids.length);
      for (const i of ids) {
        const p = this.placeOf[i] as Placed;
        index.add(p.lng, p.lat);
      }
      index.finish();
      this.byType.set(type, { index, ids });
    }
  }

  /**
   * Where a home stands: its own coordinates, else its postal code's centre, else its FSA's sales' centre,
   * else its FSA's centroid (the FSA has no sale: neighbours'); or nowhere (no Canadian FSA).
   */
  place(
    subject: Subject,
    options: { withoutOwnFsa?: boolean } = {},
  ): { at: Placed | null; precision: "point" | "postal" | "area" | "fsa-centroid" | "none" } {
    const fsa = subject.postalCode.slice(0, 3);
    if (!options.withoutOwnFsa) {
      if (subject.latitude !== undefined && subject.longitude !== undefined)
        return { at: { lat: subject.latitude, lng: subject.longitude }, precision: "point" };
      const postal = this.postalCentroids.get(subject.postalCode);
      if (postal) return { at: postal, precision: "postal" };
      const area = this.fsaCentroids.get(fsa);
      if (area) return { at: area, precision: "area" };
    }
    const centroid = fsaCentroid(fsa);
    if (centroid) return { at: centroid, precision: "fsa-centroid" };
    return { at: null, precision: "none" };
  }

  /** Own FSA when the brokerage has sales in the home's FSA, else neighbours'; null when it cannot be placed. */
  placement(subject: Subject, options: { withoutOwnFsa?: boolean } = {}): Placement | null {
    if (!options.withoutOwnFsa && this.byFsa.has(subject.postalCode.slice(0, 3))) return "own-fsa";
    return this.place(subject, options).at ? "neighbour-fsa" : null;
  }

  private candidates(subject: Subject, options: EstimateOptions): { i: number; km: number | null }[] {
    const { exclude, withoutOwnFsa } = options;
    const fsa = subject.postalCode.slice(0, 3);
    const { at } = this.place(subject, { withoutOwnFsa });
    const types: PropertyType[] = subject.propertyType ? [subject.propertyType] : [...allTypes];
    const out: { i: number; km: number | null }[] = [];
    for (const type of types) {
      if (at) {
        const typed = this.byType.get(type);
        if (typed) {
          const found = around(typed.index, at.lng, at.lat, estimatorRules.candidates, estimatorRules.maxDistanceKm);
          for (const k of found) {
            const i = typed.ids[k] as number;
            if (i === exclude || (withoutOwnFsa && (this.sales[i] as Sale).fsa === fsa)) continue;
            const p = this.placeOf[i] as Placed;
            out.push({ i, km: distance(at.lng, at.lat, p.lng, p.lat) });
          }
        }
        if (!withoutOwnFsa)
          for (const i of this.unplacedByTypeFsa.get(`${type}|${fsa}`) ?? [])
            if (i !== exclude) out.push({ i, km: null });
      } else {
        for (const i of this.byTypeFsa.get(`${type}|${fsa}`) ?? []) if (i !== exclude) out.push({ i, km: null });
      }
    }
    return out;
  }

  /** The value and raw range from the comparables, before calibration; undefined with too few. */
  raw(
    subject: Subject,
    options: EstimateOptions,
  ): { raw?: RawEstimate; comparables: Comparable[]; assumedType?: PropertyType } {
    const rules = estimatorRules;
    const asOfDay = Math.floor(options.asOf.getTime() / DAY_MS);
    const { trendPerDay, sizeElasticity, agePerYear } = this.adjustments;
    const scored: Comparable[] = [];
    const found = this.candidates(subject, options);
    // Without a type, sales of all types would be pooled (a condo beside a detached house: a spread no range
    // holds, so never a number); the home is compared as the type most sold nearest it, and says so.
    const assumedType = subject.propertyType ? undefined : this.typicalType(found);
    for (const { i, km } of found) {
      const sale = this.sales[i] as Sale;
      if (assumedType && sale.propertyType !== assumedType) continue;
      const ageDays = asOfDay - (this.days[i] as number);
      const months = Math.abs(ageDays) / 30.44;
      if (months > rules.maxMonths) continue;
      const ratio = subject.livingArea ? subject.livingArea / sale.livingArea : 1;
      if (ratio > rules.maxSizeRatio || ratio < 1 / rules.maxSizeRatio) continue;
      const builtGap = subject.yearBuilt && sale.yearBuilt ? subject.yearBuilt - sale.yearBuilt : 0;
      const adjusted = adjust(sale.price, [
        trendPerDay * ageDays,
        sizeElasticity * Math.log(ratio),
        agePerYear * builtGap,
      ]);
      const bedGap = subject.bedrooms !== undefined && sale.bedrooms !== null ? subject.bedrooms - sale.bedrooms : 0;
      const bathGap =
        subject.bathrooms !== undefined && sale.bathrooms !== null ? subject.bathrooms - sale.bathrooms : 0;
      // Lower is closer: a kilometre, a tenth in size, 15 years of age and a year of time weigh about alike.
      const score =
        (km ?? 1.5) +
        Math.abs(Math.log(ratio)) / 0.1 +
        Math.abs(builtGap) / 15 +
        months / 12 +
        0.3 * Math.abs(bedGap) +
        0.3 * Math.abs(bathGap);
      scored.push({ sale, distanceKm: km, ...adjusted, score });
    }
    scored.sort((a, b) => a.score - b.score || a.sale.id - b.sale.id);
    const comparables = scored.slice(0, rules.maxComparables);
    if (comparables.length < rules.minComparables) return { comparables, assumedType };
    const logs = comparables.map((c) => Math.log(c.adjustedPrice));
    const weights = comparables.map((c) => 1 / (0.5 + c.score));
    const value = Math.exp(weightedQuantile(logs, weights, 0.5));
    const n = comparables.length;
    const spread = Math.max(rules.minSpread, sampleStandardDeviation(logs));
    // The next sale's error: its own spread plus the centre's uncertainty, widened for far or old ones.
    const kms = comparables.map((c) => c.distanceKm ?? 2);
    const months = comparables.map((c) => Math.abs(asOfDay - dayOf(c.sale.soldDate)) / 30.44);
    let widen = (1 + mean(kms) / 5) * (1 + mean(months) / 36) * (1 + 0.1 * (rules.maxComparables - n));
    if (!subject.livingArea) widen *= 1.3;
    if (!subject.propertyType) widen *= 1.3;
    const rawHalfWidth = spread * Math.sqrt(1 + 1 / n) * widen;
    return { raw: { value, rawHalfWidth, comparables }, comparables, assumedType };
  }

  /** The type most sold among the home's 20 nearest candidates (ties: the order of the types); none without any. */
  private typicalType(found: { i: number; km: number | null }[]): PropertyType | undefined {
    const nearest = [...found].sort((a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY));
    const counts = new Map<PropertyType, number>();
    for (const { i } of nearest.slice(0, 20)) {
      const type = (this.sales[i] as Sale).propertyType;
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    let best: PropertyType | undefined;
    for (const type of allTypes) if ((counts.get(type) ?? 0) > (best ? (counts.get(best) ?? 0) : 0)) best = type;
    return best;
  }

  /** The public estimate: calibrated range, rounded to the thousand; no number when the data cannot say. */
  estimate(subject: Subject, options: EstimateOptions): EstimateOutcome {
    const placement = this.placement(subject, options);
    if (placement === null) return { kind: "none", reason: "area-unknown", comparables: [], placement };
    const { raw, comparables, assumedType } = this.raw(subject, options);
    // Placed among neighbours and none within the radius: an area the brokerage has not sold in.
    if (!raw && comparables.length === 0 && placement === "neighbour-fsa")
      return { kind: "none", reason: "area-unknown", comparables, placement };
    if (!raw) return { kind: "none", reason: "too-few-comparables", comparables, placement };
    const halfWidth = raw.rawHalfWidth * (placement === "own-fsa" ? this.rangeFactor : this.neighbourRangeFactor);
    if (halfWidth > estimatorRules.maxHalfWidth)
      return { kind: "none", reason: "too-few-comparables", comparables, placement };
    return {
      placement,
      assumedType,
      kind: "estimate",
      value: Math.round(raw.value / 1000) * 1000,
      low: Math.floor((raw.value * Math.exp(-halfWidth)) / 1000) * 1000,
      high: Math.ceil((raw.value * Math.exp(halfWidth)) / 1000) * 1000,
      halfWidth,
      comparables,
    };
  }
}

/**
 * A sale's price brought to the home by the log changes of time, size and age, applied in that order; each
 * adjustment in whole dollars, summing exactly to the adjusted price (rounded) less the sale price.
 */
function adjust(price: number, [time, size, age]: [number, number, number]) {
  const afterTime = Math.round(price * Math.exp(time));
  const afterSize = Math.round(price * Math.exp(time + size));
  const adjustedPrice = Math.round(price * Math.exp(time + size + age));
  return {
    adjustedPrice,
    adjustments: {
      time: afterTime - Math.round(price),
      size: afterSize - afterTime,
      age: adjustedPrice - afterSize,
    },
  };
}

function push<K>(map: Map<K, number[]>, key: K, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

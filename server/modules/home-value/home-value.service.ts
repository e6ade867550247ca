import type { FastifyBaseLogger } from "fastify";
import {
  type AccuracyFigures,
  type AccuracyResponse,
  type Ballpark,
  ballparkConditions,
  type EstimateRequest,
  type EstimateResponse,
  type HomeCondition,
  type HomeValueEstimate,
  type HomeValueSettings,
  homeValueDisclaimers,
  type PublicComparable,
} from "../../../contract/home-value";
import type { Database } from "../../db/client";
import { fieldError } from "../../lib/http-error";
import { measureAccuracy } from "./accuracy";
import { type Comparable, HomeValueIndex, type Placement } from "./estimator";
import { fsaCentroid } from "./fsa-centroids";
import {
  countSoldHomes,
  insertAccuracy,
  latestAccuracy,
  loadSales,
  readHomeValueSettings,
  salesSignature,
  writeHomeValueSettings,
} from "./home-value.repository";

/**
 * The estimator's sales, held in memory per process (decision 040): built on first use, rebuilt when an
 * import ends here, and when another process changed the sales or the accuracy (a signature checked on a
 * timer). An estimate never waits for the database.
 */
export class HomeValueStore {
  private current: { index: HomeValueIndex; signature: string; figures: AccuracyFigures | null } | undefined;
  private building: Promise<HomeValueIndex> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async index(): Promise<HomeValueIndex> {
    if (this.current) return this.current.index;
    return this.rebuild();
  }

  get coverage(): number | null {
    return this.coverageFor("own-fsa");
  }

  /** The measured coverage and median error for homes placed as this one (decision 046), for the PDF. */
  accuracyFor(placement: Placement | null): { coverage: number | null; medianAbsError: number | null } {
    const figures = this.current?.figures;
    const row = placement === "neighbour-fsa" ? figures?.placements?.neighbourFsa : figures?.overall;
    return { coverage: row?.rangeCoverage ?? null, medianAbsError: row?.medianAbsError ?? null };
  }

  /** The measured coverage of the range for homes placed as this one (decision 046). */
  coverageFor(placement: Placement): number | null {
    const figures = this.current?.figures;
    if (!figures) return null;
    if (placement === "neighbour-fsa") return figures.placements?.neighbourFsa.rangeCoverage ?? null;
    return figures.overall.rangeCoverage;
  }

  /** Builds the index again (one build at a time; callers during a build share it). */
  rebuild(): Promise<HomeValueIndex> {
    if (this.building) return this.building;
    this.building = (async () => {
      const signature = await salesSignature(this.db);
      const [sales, accuracy] = await Promise.all([loadSales(this.db), latestAccuracy(this.db)]);
      const index = new HomeValueIndex(sales, {
        rangeFactor: accuracy?.figures.rangeFactor,
        neighbourRangeFactor: accuracy?.figures.neighbourRangeFactor,
      });
      this.current = { index, signature, figures: accuracy?.figures ?? null };
      return index;
    })().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  /**
   * Builds the index when there is none yet (warming a process that just started), else rebuilds it when
   * the sales or the figures changed since it was built (another process imported).
   */
  async refreshIfChanged(): Promise<void> {
    if (!this.current) {
      await this.rebuild();
      return;
    }
    const signature = await salesSignature(this.db);
    if (signature !== this.current.signature) await this.rebuild();
  }

  /** Measures the estimator on the sales as they are now, keeps the figures and rebuilds with them. */
  async remeasure(): Promise<AccuracyFigures | undefined> {
    const sales = await loadSales(this.db);
    if (sales.length === 0) return undefined;
    const started = Date.now();
    const figures = await measureAccuracy(sales);
    await insertAccuracy(this.db, figures);
    this.log.info({ sales: sales.length, ms: Date.now() - started }, "home value: accuracy measured");
    await this.rebuild();
    return figures;
  }
}

export function disclaimerFor(locale: string | undefined): string {
  return locale === "fr-CA" ? homeValueDisclaimers["fr-CA"] : homeValueDisclaimers["en-CA"];
}

export function publicComparable(c: Comparable): PublicComparable {
  const s = c.sale;
  return {
    address: s.unit ? `${s.unit}-${s.street}` : s.street,
    city: s.city,
    propertyType: s.propertyType,
    soldDate: s.soldDate,
    price: Math.round(s.price),
    livingArea: s.livingArea,
    bedrooms: s.bedrooms,
    bathrooms: s.bathrooms,
    yearBuilt: s.yearBuilt,
    distanceKm: c.distanceKm === null ? null : Math.round(c.distanceKm * 10) / 10,
    adjustments: c.adjustments,
    adjustedPrice: c.adjustedPrice,
  };
}

/**
 * The answer to a postal code a visitor typed: one of the right shape whose first three characters are no
 * Canadian FSA is refused (400 `postal_area_unknown`, decision 046) rather than answered "no number".
 */
export function publicEstimate(store: HomeValueStore, request: EstimateRequest): Promise<EstimateResponse> {
  if (!fsaCentroid(request.postalCode.slice(0, 3))) throw fieldError("postal_area_unknown", {}, "postalCode");
  return estimateHome(store, request);
}

/** The public answer for a home (decision 041): a number only when the comparables support one. */
export async function estimateHome(
  store: HomeValueStore,
  request: EstimateRequest,
  now = new Date(),
): Promise<EstimateResponse> {
  const index = await store.index();
  const outcome = index.estimate(
    {
      postalCode: request.postalCode,
      propertyType: request.propertyType,
      livingArea: request.livingArea,
      yearBuilt: request.yearBuilt,
      bedrooms: request.bedrooms,
      bathrooms: request.bathrooms,
    },
    { asOf: now },
  );
  const disclaimer = disclaimerFor(request.locale);
  if (outcome.kind === "none")
    return {
      estimate: null,
      comparables: [],
      reason: outcome.reason,
      coverage: null,
      disclaimer,
      placement: outcome.placement,
    };
  return {
    estimate: { low: outcome.low, value: outcome.value, high: outcome.high, currency: "CAD" },
    comparables: outcome.comparables.map(publicComparable),
    reason: null,
    coverage: store.coverageFor(outcome.placement),
    disclaimer,
    placement: outcome.placement,
    assumedPropertyType: outcome.assumedType ?? null,
  };
}

/**
 * The cash-offer ballpark (decisions 041, 046): the estimate's range less the admin's discount for the home's
 * condition (the general discount when the seller gave none) and fees, rounded outward to the thousand,
 * always with its conditions. Null without an estimate. Pure: the cash flow calls it through
 * `ballparkForLead` (lead-home-value.service.ts), which also keeps what the seller was shown.
 */
export function ballparkOf(
  estimate: HomeValueEstimate | null,
  settings: HomeValueSettings,
  condition: HomeCondition | null = null,
): Ballpark {
  const discountBp = condition ? settings.conditionDiscountBp[condition] : settings.cashDiscountBp;
  const keep = 1 - (discountBp + settings.cashFeeBp) / 10_000;
  return {
    ballpark: estimate
      ? {
          low: Math.floor((estimate.low * keep) / 1000) * 1000,
          high: Math.ceil((estimate.high * keep) / 1000) * 1000,
          currency: "CAD",
        }
      : null,
    estimate,
    discountBp,
    feeBp: settings.cashFeeBp,
    conditions: [...ballparkConditions],
    condition,
  };
}

/** The admins' accuracy figures: how many sales are on file and the newest measurement of the estimator. */
export async function accuracyReport(db: Database): Promise<AccuracyResponse> {
  const [soldHomes, accuracy] = await Promise.all([countSoldHomes(db), latestAccuracy(db)]);
  return {
    soldHomes,
    computedAt: accuracy?.computedAt.toISOString() ?? null,
    figures: accuracy?.figures ?? null,
  };
}

export const homeValueSettings = (db: Database): Promise<HomeValueSettings> => readHomeValueSettings(db);

/** Saves the ballpark's terms and answers with them as stored. */
export async function saveHomeValueSettings(db: Database, settings: HomeValueSettings): Promise<HomeValueSettings> {
  await writeHomeValueSettings(db, settings);
  return readHomeValueSettings(db);
}

export { deleteLeadHomeValues, findLeadHomeValues } from "./home-value.repository";

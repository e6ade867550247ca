import type { FastifyBaseLogger } from "fastify";
import {
  type AccuracyFigures,
  type AccuracyResponse,
  type Ballpark,
  ballparkConditions,
  type EstimateRequest,
  type EstimateResponse,
  type HomeValueEstimate,
  type HomeValueSettings,
  homeValueDisclaimers,
  type PublicComparable,
} from "../../../contract/home-value";
import type { Database } from "../../db/client";
import { measureAccuracy } from "./accuracy";
import { type Comparable, HomeValueIndex } from "./estimator";
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
  private current: { index: HomeValueIndex; signature: string; coverage: number | null } | undefined;
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
    return this.current?.coverage ?? null;
  }

  /** Builds the index again (one build at a time; callers during a build share it). */
  rebuild(): Promise<HomeValueIndex> {
    if (this.building) return this.building;
    this.building = (async () => {
      const signature = await salesSignature(this.db);
      const [sales, accuracy] = await Promise.all([loadSales(this.db), latestAccuracy(this.db)]);
      const index = new HomeValueIndex(sales, { rangeFactor: accuracy?.figures.rangeFactor });
      this.current = { index, signature, coverage: accuracy ? accuracy.figures.overall.rangeCoverage : null };
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
  };
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
    return { estimate: null, comparables: [], reason: outcome.reason, coverage: null, disclaimer };
  return {
    estimate: { low: outcome.low, value: outcome.value, high: outcome.high, currency: "CAD" },
    comparables: outcome.comparables.map(publicComparable),
    reason: null,
    coverage: store.coverage,
    disclaimer,
  };
}

/**
 * The cash-offer ballpark (decision 041): the estimate's range less the admin's discount and fees, rounded
 * to the thousand, always with its conditions. Null without an estimate.
 */
export function ballparkOf(estimate: HomeValueEstimate | null, settings: HomeValueSettings): Ballpark {
  const keep = 1 - (settings.cashDiscountBp + settings.cashFeeBp) / 10_000;
  return {
    ballpark: estimate
      ? {
          low: Math.floor((estimate.low * keep) / 1000) * 1000,
          high: Math.ceil((estimate.high * keep) / 1000) * 1000,
          currency: "CAD",
        }
      : null,
    estimate,
    discountBp: settings.cashDiscountBp,
    feeBp: settings.cashFeeBp,
    conditions: [...ballparkConditions],
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

import { measureAccuracy } from "../../modules/home-value/accuracy";
import { countSoldHomes, insertAccuracy, loadSales } from "../../modules/home-value/home-value.repository";
import { insertSampleSales, sampleSales } from "../../modules/home-value/sample-sales";
import type { Database } from "../client";

const DEMO_SOLD_HOMES = 2000;

/**
 * Two thousand sold homes in the seeded cities (Toronto, Montréal, Vancouver, Ottawa, Calgary, Québec) over
 * the last two years, priced by the test model (sample-sales.ts), so the home-value funnel gives a number out
 * of the box; with the estimator's figures measured on them. Only into an empty table.
 */
export async function seedDemoSoldHomes(db: Database, now = new Date()): Promise<number> {
  if ((await countSoldHomes(db)) > 0) return 0;
  const start = new Date(now.getTime() - 730 * 86_400_000).toISOString().slice(0, 10);
  const sales = sampleSales({ count: DEMO_SOLD_HOMES, seed: 2026, start, days: 720 });
  const added = await insertSampleSales(db, sales);
  await insertAccuracy(db, await measureAccuracy(await loadSales(db)));
  return added;
}

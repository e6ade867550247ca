import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HomeValueStore } from "./home-value.service";
import { sendMonthlyReports } from "./home-value-report.service";
import { SoldHomeImportWorker } from "./sold-home-import.worker";

declare module "fastify" {
  interface FastifyInstance {
    homeValue: {
      /** The estimator's sales in memory (decision 040). */
      store: HomeValueStore;
      /** Run queued sold-home imports now. */
      kickImports(): void;
      /** The sales changed: measure the estimator again (in the background) and rebuild the index. */
      salesChanged(): void;
    };
  }
}

/** Every periodic check of the sales, and the rebuild after each import, run on the one scheduler (decision 028). */
const REFRESH_MS = 30_000;
const REMEASURE_MS = 24 * 3600 * 1000;
const REPORT_CHECK_MS = 6 * 3600 * 1000;

export const homeValuePlugin = fp(async (app: FastifyInstance) => {
  const store = new HomeValueStore(app.database.db, app.log);
  const salesChanged = () => {
    void app.scheduler.runNow("home-value-accuracy");
  };
  const worker = new SoldHomeImportWorker(app.database.db, app.log, salesChanged, {
    leaseMs: app.config.importLeaseMs,
  });
  app.scheduler.worker("sold-home-import", worker);
  // Per process: another process's import (or its new figures) reaches this one's index within REFRESH_MS.
  app.scheduler.every("home-value-refresh", REFRESH_MS, () => store.refreshIfChanged());
  // Cluster-wide: after each import (runNow) and daily, so the figures follow the sales as they age.
  app.scheduler.every("home-value-accuracy", REMEASURE_MS, () => store.remeasure(), { jobs: true });
  // Cluster-wide: the optional monthly e-mail to sellers who asked for it (express consent only).
  app.scheduler.every(
    "home-value-report",
    REPORT_CHECK_MS,
    async () => {
      if ((await sendMonthlyReports(app.database.db, store, app.config.publicUrl)) > 0) app.mail.kick();
    },
    { jobs: true },
  );
  // Warm at start, in the background: the first visitor does not wait for 100,000 rows to load.
  app.addHook("onReady", async () => {
    void app.scheduler.runNow("home-value-refresh");
  });
  app.decorate("homeValue", { store, kickImports: () => worker.kick(), salesChanged });
});

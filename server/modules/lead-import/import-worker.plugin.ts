import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ImportWorker } from "./import-worker";

declare module "fastify" {
  interface FastifyInstance {
    imports: {
      /** Run queued imports now (after a request queued one). */
      kick(): void;
    };
  }
}

/**
 * Imports run on the queue in every process (import-worker.ts), started and stopped by the scheduler: a
 * closing app finishes the batch under way and leaves the rest to another process, or to itself when it
 * starts again.
 */
export const importWorkerPlugin = fp(async (app: FastifyInstance) => {
  const worker = new ImportWorker(app.database.db, app.log, { leaseMs: app.config.importLeaseMs });
  app.scheduler.worker("lead-import", worker);
  app.decorate("imports", { kick: () => worker.kick() });
});

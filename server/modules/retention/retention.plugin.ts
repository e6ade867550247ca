import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { claimRetentionRun, runRetention } from "./retention.service";

const CHECK_EVERY_MS = 60_000;

/**
 * The daily retention job (decision 020), a cluster-wide job: where RUN_JOBS is true the scheduler looks
 * once a minute, and the process whose statement moves the shared next-run time a day on runs it (the
 * claim lives in PostgreSQL, like the outbox queue's).
 */
export const retentionPlugin = fp(async (app: FastifyInstance) => {
  app.scheduler.every(
    "retention",
    CHECK_EVERY_MS,
    async () => {
      const now = new Date();
      if (!(await claimRetentionRun(app.database.db, now))) return;
      const removed = await runRetention(app.database.db, now);
      app.log.info({ removed }, "retention job removed expired rows");
    },
    { jobs: true },
  );
});

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { claimRetentionRun, runRetention } from "./retention.service";

const CHECK_EVERY_MS = 60_000;

/**
 * The daily retention job (issue 22). Every process looks once a minute; the one whose statement moves
 * the shared next-run time a day on runs it (the claim lives in PostgreSQL, like the outbox queue's).
 */
export const retentionPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      const now = new Date();
      if (!(await claimRetentionRun(app.database.db, now))) return;
      const removed = await runRetention(app.database.db, now);
      app.log.info({ removed }, "retention job removed expired rows");
    } catch (error) {
      app.log.error({ err: error }, "retention job failed");
    }
  };
  app.addHook("onReady", async () => {
    if (app.config.nodeEnv === "test" || !app.config.runJobs) return;
    timer = setInterval(() => void tick(), CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => clearInterval(timer));
});

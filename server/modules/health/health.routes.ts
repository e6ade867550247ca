import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthLiveSchema, healthReadySchema, healthResponseSchema } from "../../../contract/health";
import { outboxStats } from "../../integrations/mail/outbox";
import { migrationsApplied, pingDatabase } from "./health.repository";

/** An e-mail due this long without a worker claiming it, with SMTP configured, means the queue is stalled. */
const QUEUE_STALLED_AFTER_SECONDS = 600;
const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS).unref()),
  ]);
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/health",
    { config: { access: "public" }, schema: { response: { 200: healthResponseSchema } } },
    async () => {
      await pingDatabase(db);
      return {
        status: "ok" as const,
        database: app.database.driver,
        aiProvider: app.config.ai.provider,
        runtime: process.version,
      };
    },
  );

  // Liveness: the process answers. Never touches the database, so a database outage does not get
  // every process restarted.
  app.get(
    "/api/health/live",
    { config: { access: "public" }, schema: { response: { 200: healthLiveSchema } } },
    () => ({
      status: "ok" as const,
    }),
  );

  // Readiness: send traffic here. 503 while draining after SIGTERM, or when a dependency is not there.
  app.get(
    "/api/health/ready",
    { config: { access: "public" }, schema: { response: { 200: healthReadySchema, 503: healthReadySchema } } },
    async (_request, reply) => {
      const checks = { database: false, migrations: false, queue: false };
      if (!app.draining) {
        try {
          checks.migrations = await withTimeout(migrationsApplied(db));
          checks.database = true;
          const stats = await withTimeout(outboxStats(db));
          checks.queue = !app.mail.worker || stats.oldestDueAgeSeconds < QUEUE_STALLED_AFTER_SECONDS;
        } catch (error) {
          app.log.warn({ err: error }, "readiness check failed");
        }
      }
      const ready = checks.database && checks.migrations && checks.queue;
      reply.code(ready ? 200 : 503);
      return {
        status: app.draining ? ("draining" as const) : ready ? ("ready" as const) : ("not_ready" as const),
        checks,
      };
    },
  );
};

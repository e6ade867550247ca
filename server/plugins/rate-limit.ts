import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ApiError } from "../../contract/errors";
import { databaseRateLimitStore, purgeRateLimitCountersSql } from "./rate-limit-store";

const PURGE_INTERVAL_MS = 60_000;

/**
 * Per-IP limits, opted into by routes with `config.rateLimit` (sign-in, register, public lead and
 * generation calls). The counters live in the database, so N processes share one limit.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.database),
    errorResponseBuilder: (_request, context): ApiError & { statusCode: number } => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: "rate_limited",
    }),
  });

  // Expired counters are of no use; drop them now and then.
  const purge = async () => {
    try {
      await app.database.query(purgeRateLimitCountersSql, []);
    } catch (error) {
      app.log.warn({ err: error }, "rate limits: purge failed");
    }
  };
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
});

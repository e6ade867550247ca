import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { httpError } from "../lib/http-error";
import { purgeRateLimitCounters } from "./rate-limit.repository";
import { databaseRateLimitStore } from "./rate-limit-store";

const PURGE_INTERVAL_MS = 60_000;

/**
 * Per-IP limits, opted into by routes with `config.rateLimit` (sign-in, register, public lead and
 * generation calls). The counters live in the database, so N processes share one limit.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.database),
    // What is returned is thrown: as an HttpError, the error handler sends its specific code and wait too.
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return httpError("too_many_requests", { seconds });
    },
  });

  // Expired counters are of no use; every process drops them now and then.
  app.scheduler.every("rate-limit-purge", PURGE_INTERVAL_MS, () => purgeRateLimitCounters(app.database));
});

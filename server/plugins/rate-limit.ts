import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ApiError } from "../../contract/errors";

/** Per-IP limits, opted into by routes with `config.rateLimit` (sign-in, register, public lead and generation calls). */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context): ApiError & { statusCode: number } => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      code: "rate_limited",
    }),
  });
});

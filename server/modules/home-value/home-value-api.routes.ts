import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { apiSoldHomesInputSchema, apiSoldHomesResultSchema } from "../../../contract/home-value";
import { apiRateLimitKey } from "../api-keys/index";
import { importApiSoldHomes } from "./sold-homes-api.service";

/** `/api/v1/sold-homes` (decisions 016, 040): sold listings from another system, with a `sold-homes:write` key. */
export const homeValueApiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const rateLimit = { max: app.config.apiRateLimitPerMinute, timeWindow: "1 minute", keyGenerator: apiRateLimitKey };

  app.post(
    "/api/v1/sold-homes",
    {
      config: { access: { apiKey: "sold-homes:write" }, rateLimit },
      schema: {
        tags: ["Sold homes"],
        operationId: "importSoldHomes",
        summary: "Add sold homes for the home-value estimate",
        description:
          "Up to 1,000 sales per call. Each is checked as a CSV row is: a bad one is reported by its index in `homes` and skipped, never guessed; a sale already on file (same address, unit, postal code and date) is counted and not added twice. The estimator is measured again and rebuilt afterwards.",
        body: apiSoldHomesInputSchema,
        response: { 200: apiSoldHomesResultSchema },
      },
    },
    async (request) => {
      const result = await importApiSoldHomes(db, request.body.homes);
      if (result.createdRows > 0) app.homeValue.salesChanged();
      return result;
    },
  );
};

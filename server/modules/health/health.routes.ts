import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthResponseSchema } from "../../../contract/health";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/health",
    { config: { access: "public" }, schema: { response: { 200: healthResponseSchema } } },
    async () => {
      await app.database.db.execute("select 1");
      return {
        status: "ok" as const,
        database: app.database.driver,
        aiProvider: app.config.ai.provider,
        runtime: process.version,
      };
    },
  );
};

import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** The routes' contract schemas as an OpenAPI document at GET /api/docs (DESIGN.md section 6), staff-only in production. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: "Seller Portal API", version: "1.0.0", description: "Schemas come from contract/ (zod)." },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sp_session" } } },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  // The API's map helps an attacker more than a visitor: in production only staff may read it.
  const access = app.config.isProduction ? "staff" : "public";
  app.get("/api/docs", { config: { access }, schema: { hide: true } }, async () => app.swagger());
});

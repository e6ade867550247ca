import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { type Access, type RouteAccess, setDefaultAccess } from "./access";

/**
 * The API reference (DESIGN.md section 6, decision 016): Swagger UI at /api/docs showing the public
 * API's OpenAPI 3.1 document (/api/docs/json), and every route's contract schemas as a second document
 * (/api/docs/internal.json). Staff-only in production: the map helps an attacker more than a visitor.
 */
export interface OpenApiOptions {
  /**
   * The public API's document for a site address, generated from the registered routes once the app is
   * ready: the api-v1 module's, passed in by app.ts (a plugin imports no module).
   */
  buildApiV1Document: (publicUrl: string, routes: readonly RouteAccess[]) => Record<string, unknown>;
}

export const openApiPlugin = fp(async (app: FastifyInstance, { buildApiV1Document }: OpenApiOptions) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Seller Portal internal API",
        version: "1.0.0",
        description: "Schemas come from contract/ (zod).",
      },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sp_session" } } },
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  const access: Access = app.config.isProduction ? "staff" : "public";
  let apiV1Document: Record<string, unknown> = {};
  // Every route is registered by then; a route the document cannot describe stops the start.
  app.addHook("onReady", async () => {
    apiV1Document = buildApiV1Document(app.config.publicUrl, app.routeTable);
  });

  app.get("/api/docs/internal.json", { config: { access }, schema: { hide: true } }, async () => app.swagger());

  await app.register(async (docs) => {
    setDefaultAccess(docs, access);
    await docs.register(swaggerUi, {
      routePrefix: "/api/docs",
      // The page shows the public API; the internal document is one click away.
      transformSpecification: () => apiV1Document,
      transformSpecificationClone: false,
      uiConfig: {
        urls: [
          { url: "/api/docs/json", name: "Public API v1" },
          { url: "/api/docs/internal.json", name: "Staff app (internal)" },
        ],
        validatorUrl: null,
        deepLinking: true,
      } as Record<string, unknown>,
      staticCSP: false,
    });
  });
});

import type { FastifyInstance, FastifySchema } from "fastify";
import fp from "fastify-plugin";
import type { ApiKeyScope } from "../../contract/integrations";

export type StaffRole = "admin" | "manager" | "agent";

/** An /api/v1 route: only a bearer API key with this scope opens it; a session never does (decision 016). */
export interface ApiKeyAccess {
  readonly apiKey: ApiKeyScope;
}

/**
 * Who may call a route: anyone, any signed-in user, clients only, staff of any role, staff of the
 * listed roles, or an API key with a scope. Every route declares one in `config.access`; a route without
 * it does not start.
 */
export type Access = "public" | "user" | "client" | "staff" | readonly StaffRole[] | ApiKeyAccess;

export function isApiKeyAccess(access: Access | undefined): access is ApiKeyAccess {
  return typeof access === "object" && access !== null && !Array.isArray(access) && "apiKey" in access;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's validation schemas, for tests that generate requests against them. */
  schema: FastifySchema | undefined;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every registered route with its declared access, for tests that walk the route table. */
    routeTable: RouteAccess[];
  }
}

const kDefaultAccess = Symbol("defaultAccess");

/**
 * Gives the routes that a third-party plugin registers inside `instance` (an encapsulated context) the
 * access they cannot declare themselves (the API reference page of @fastify/swagger-ui).
 */
export function setDefaultAccess(instance: FastifyInstance, access: Access): void {
  (instance as unknown as Record<symbol, Access>)[kDefaultAccess] = access;
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  const routeTable: RouteAccess[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", function (route) {
    const fallback = (this as unknown as Record<symbol, Access | undefined>)[kDefaultAccess];
    if (fallback && (route.config as { access?: Access } | undefined)?.access === undefined) {
      route.config = { ...route.config, access: fallback };
    }
    // HEAD routes are derived by Fastify from their GET route and share its config.
    if (route.method === "HEAD") return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    // Plugins such as @fastify/static declare ["HEAD", "GET"] on one route: HEAD is GET without a body.
    for (const method of [route.method].flat().filter((m) => m !== "HEAD"))
      routeTable.push({ method, url: route.url, access, schema: route.schema });
    if (access === undefined && route.url.startsWith("/api")) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
  });
});

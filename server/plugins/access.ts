import type { FastifyInstance, FastifySchema } from "fastify";
import fp from "fastify-plugin";

export type StaffRole = "admin" | "manager" | "agent";

/**
 * Who may call a route: anyone, any signed-in user, clients only, staff of any role, or staff of the
 * listed roles. Every route declares one in `config.access`; a route without it does not start.
 */
export type Access = "public" | "user" | "client" | "staff" | readonly StaffRole[];

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

export const accessPlugin = fp(async (app: FastifyInstance) => {
  const routeTable: RouteAccess[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    // HEAD routes are derived by Fastify from their GET route and share its config.
    if (route.method === "HEAD") return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, access, schema: route.schema });
    if (access === undefined && route.url.startsWith("/api")) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
  });
});

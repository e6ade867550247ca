import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { httpError } from "../lib/http-error";
import { isApiKeyAccess } from "./access";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route takes cross-site form posts (only the one-click unsubscribe of RFC 8058, which mail apps
     * send from elsewhere). It must change nothing but what its unguessable URL names.
     */
    crossSiteForm?: boolean;
  }
}

const crossSite = () => httpError("cross_site", {});

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function allowedContentType(request: FastifyRequest): boolean {
  const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase();
  if (!type) {
    // A DELETE (or other write) without a body carries no content type; a browser form always sends one.
    const hasBody = Number(request.headers["content-length"] ?? 0) > 0 || request.headers["transfer-encoding"];
    return request.method === "DELETE" && !hasBody;
  }
  return type === "application/json" || type === "multipart/form-data";
}

/**
 * CSRF defence without tokens (DESIGN.md section 6): a write must be JSON (or multipart) — which a
 * cross-site form cannot send without a preflight — and must not come from a foreign origin. Every write
 * is checked, not only /api/ ones; the one exemption is declared on its route (`crossSiteForm`).
 */
export const csrfPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const publicOrigin = new URL(opts.publicUrl).origin;

  app.addHook("onRequest", async (request) => {
    if (!stateChanging.has(request.method) || request.routeOptions.config.crossSiteForm === true) return;
    // Bearer-key routes read no cookie, so a forged cross-site request carries no credential to abuse.
    if (isApiKeyAccess(request.routeOptions.config.access)) return;
    if (!allowedContentType(request)) {
      throw httpError("json_required", {});
    }
    const origin = request.headers.origin;
    if (origin) {
      const sameHost = origin === `${request.protocol}://${request.host}`;
      if (!sameHost && origin !== publicOrigin) {
        throw crossSite();
      }
      return;
    }
    const site = request.headers["sec-fetch-site"];
    if (site && site !== "same-origin" && site !== "none") {
      throw crossSite();
    }
  });
});

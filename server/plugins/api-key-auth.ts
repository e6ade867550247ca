import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ApiKeyScope } from "../../contract/integrations";
import type { apiKeys } from "../db/schema/index";
import { findLiveApiKey } from "../modules/api-keys/api-keys.repository";
import { HttpError } from "./error-handler";

type ApiKeyRow = typeof apiKeys.$inferSelect;

declare module "fastify" {
  interface FastifyRequest {
    /** The live API key of a bearer call to an /api/v1 route; null elsewhere. */
    apiKey: ApiKeyRow | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{10,200})$/;

function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? "")?.[1];
}

/** The route guard of `access: { apiKey: scope }` (auth.ts): reads the bearer key and checks its scope. */
export function requireApiKey(scope: ApiKeyScope) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request);
    request.apiKey = token ? ((await findLiveApiKey(request.server.database.db, token)) ?? null) : null;
    if (!request.apiKey) {
      reply.header("WWW-Authenticate", 'Bearer realm="api"');
      throw new HttpError(401, "A valid API key is required: send it as Authorization: Bearer <key>.", "unauthorized");
    }
    if (!request.apiKey.scopes.includes(scope)) {
      throw new HttpError(403, `This API key does not have the ${scope} scope.`, "forbidden");
    }
  };
}

/**
 * Rate-limit key of an API call: the key itself (hashed, so the counter table never holds it), or the
 * client address when there is none. Counters live in the shared store (decision 007).
 */
export function apiRateLimitKey(request: FastifyRequest): string {
  const token = bearerToken(request);
  return token ? `key:${createHash("sha256").update(token).digest("base64url").slice(0, 32)}` : `ip:${request.ip}`;
}

/**
 * `request.apiKey`, set only by the guard of API-key routes: `Authorization: Bearer` is read nowhere
 * else, so a key never opens a staff route.
 */
export const apiKeyAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("apiKey", null);
});

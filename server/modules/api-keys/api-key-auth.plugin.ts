import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ApiKeyScope } from "../../../contract/integrations";
import type { apiKeys } from "../../db/schema/index";
import { type HttpError, httpError } from "../../lib/http-error";
import { type CounterState, hitCounter, readCounter } from "../../plugins/rate-limit-store";
import { findLiveApiKey } from "./api-keys.repository";

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

/** Distinct wrong keys an address may present per window before every API call from it waits. */
export const MAX_WRONG_API_KEYS = 30;
const WRONG_KEY_WINDOW_MS = 15 * 60_000;

const shortHash = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 32);
/** The shared counter of wrong keys from one address (rate-limit-store.ts: every process sees it). */
const wrongKeysOf = (ip: string) => `api-key-guesses|ip:${ip}`;

function tooManyWrongKeys(reply: FastifyReply, ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  reply.header("Retry-After", String(seconds));
  return httpError("too_many_wrong_keys", { seconds });
}

/**
 * Counts a presented key that opened nothing against the caller's address, once per distinct key in the
 * window (an integration retrying its revoked key does not lock out its address); the address's count.
 */
async function countWrongKey(request: FastifyRequest, presented: string): Promise<CounterState> {
  const { database } = request.server;
  const first = await hitCounter(
    database,
    `api-key-guess|ip:${request.ip}|${shortHash(presented)}`,
    WRONG_KEY_WINDOW_MS,
  );
  return first.current === 1
    ? hitCounter(database, wrongKeysOf(request.ip), WRONG_KEY_WINDOW_MS)
    : readCounter(database, wrongKeysOf(request.ip));
}

/**
 * The route guard of `access: { apiKey: scope }` (auth.ts): reads the bearer key and checks its scope.
 * Guessing is throttled like passwords (decision 007): past MAX_WRONG_API_KEYS wrong keys from one address
 * in 15 minutes, every call from it gets 429 until the window ends, a right key included (otherwise the
 * answer would tell a right guess from a wrong one).
 */
export function requireApiKey(scope: ApiKeyScope) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { database } = request.server;
    const presented = request.headers.authorization;
    if (presented !== undefined) {
      const wrong = await readCounter(database, wrongKeysOf(request.ip));
      if (wrong.current >= MAX_WRONG_API_KEYS) throw tooManyWrongKeys(reply, wrong.ttl);
    }
    const token = bearerToken(request);
    request.apiKey = token ? ((await findLiveApiKey(database.db, token)) ?? null) : null;
    if (!request.apiKey) {
      if (presented !== undefined) {
        // Concurrent guesses all pass the check above; the count they reach still stops those past it.
        const wrong = await countWrongKey(request, presented);
        if (wrong.current > MAX_WRONG_API_KEYS) throw tooManyWrongKeys(reply, wrong.ttl);
      }
      reply.header("WWW-Authenticate", 'Bearer realm="api"');
      throw httpError("api_key_required", {});
    }
    if (!request.apiKey.scopes.includes(scope)) {
      throw httpError("api_key_scope_missing", { scope });
    }
  };
}

/**
 * Rate-limit key of an API call: the key itself (hashed, so the counter table never holds it), or the
 * client address when there is none. Counters live in the shared store (decision 007). Wrong keys are
 * counted against the address as well, by the guard.
 */
export function apiRateLimitKey(request: FastifyRequest): string {
  const token = bearerToken(request);
  return token ? `key:${shortHash(token)}` : `ip:${request.ip}`;
}

/**
 * `request.apiKey`, set only by the guard of API-key routes: `Authorization: Bearer` is read nowhere
 * else, so a key never opens a staff route.
 */
export const apiKeyAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("apiKey", null);
});

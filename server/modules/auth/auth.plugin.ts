import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { StaffRole } from "../../../contract/auth";
import { forbidden, notSignedIn } from "../../lib/http-error";
import { type Access, isApiKeyAccess } from "../../plugins/access";
import { requireApiKey } from "../api-keys/index";
import { findSessionUser, SESSION_COOKIE } from "./sessions.repository";
import type { UserRow } from "./users.repository";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in, active user; null for visitors. */
    user: UserRow | null;
    /** The raw session token from the cookie, when it named a live session. */
    sessionToken: string | null;
  }
}

/** Guards usable as preHandlers and behind `config.access`. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notSignedIn();
}

export async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notSignedIn();
  if (request.user.userType !== "agent") throw forbidden();
}

export async function requireClient(request: FastifyRequest): Promise<void> {
  if (!request.user) throw notSignedIn();
  if (request.user.userType !== "client") throw forbidden();
}

export function requireRole(...roles: StaffRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    await requireStaff(request);
    if (!request.user?.role || !roles.includes(request.user.role)) throw forbidden();
  };
}

function guardFor(access: Access): ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined {
  if (access === "public") return undefined;
  if (access === "user") return requireUser;
  if (access === "staff") return requireStaff;
  if (access === "client") return requireClient;
  if (isApiKeyAccess(access)) return requireApiKey(access.apiKey);
  return requireRole(...access);
}

/**
 * Reads the session cookie into `request.user`, and enforces each route's declared access before its
 * body is parsed or validated (so a stranger learns nothing from validation errors).
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest("user", null);
  app.decorateRequest("sessionToken", null);

  app.addHook("onRoute", (route) => {
    const access = (route.config as { access?: Access } | undefined)?.access;
    const guard = access ? guardFor(access) : undefined;
    if (!guard) return;
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [guard, ...existing];
  });

  app.addHook("onRequest", async (request) => {
    // API routes take a bearer key only (api-keys/api-key-auth.plugin.ts); the session cookie means nothing there.
    if (isApiKeyAccess(request.routeOptions.config.access)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const user = await findSessionUser(app.database.db, token);
    if (user) {
      request.user = user;
      request.sessionToken = token;
    }
  });
});

import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const VISITOR_COOKIE = "sp_visitor";
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The visitor id from the cookie, or a new one set on the reply; lead ids are bound to it. */
export function visitorId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing)) return existing;
  const id = randomBytes(18).toString("base64url");
  reply.setCookie(VISITOR_COOKIE, id, { path: "/", httpOnly: true, sameSite: "lax", secure, maxAge: ONE_YEAR_S });
  return id;
}

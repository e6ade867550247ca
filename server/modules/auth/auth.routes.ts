import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  type LoginInput,
  loginInputSchema,
  registerInputSchema,
  setupStatusSchema,
  type UserType,
  updateLocaleInputSchema,
  updatePhoneInputSchema,
  userSchema,
} from "../../../contract/auth";
import { HttpError, httpError } from "../../lib/http-error";
import { recordActivity } from "../client-portal/client-portal.service";
import { authenticate, registerStaff } from "./auth.service";
import { DEVICE_COOKIE, DEVICE_LIFETIME_S, makeDeviceCookie } from "./device-cookie";
import { ABSOLUTE_LIFETIME_MS, createSession, deleteSession, SESSION_COOKIE } from "./sessions.repository";
import {
  recordSignInFailureFor,
  recordSignInSuccessFor,
  type SignInAttempt,
  signInGuard,
  signInWait,
} from "./sign-in-guard.service";
import { purgeSignInFailures } from "./sign-in-throttle.repository";
import {
  countUsers,
  setUserLocale,
  setUserPhone,
  toPublicUser,
  type UserRow,
  userDisplayName,
} from "./users.repository";

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  // Failures older than the window count for nothing; every process drops them now and then.
  app.scheduler.every("sign-in-throttle-purge", 60_000, () => purgeSignInFailures(app.database));

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
    // A new token at every sign-in; the one the browser had before stops working.
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    const token = await createSession(db, userId, { ip: request.ip, userAgent: request.headers["user-agent"] });
    reply.setCookie(SESSION_COOKIE, token, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: app.config.isProduction,
      maxAge: ABSOLUTE_LIFETIME_MS / 1000,
    });
  }

  /** Marks this browser as one that signed in to `user` (decision 027): its own allowance of failures from now on. */
  function rememberDevice(reply: FastifyReply, user: UserRow) {
    reply.setCookie(DEVICE_COOKIE, makeDeviceCookie(user), {
      path: "/api",
      httpOnly: true,
      sameSite: "strict",
      secure: app.config.isProduction,
      maxAge: DEVICE_LIFETIME_S,
    });
  }

  async function login(request: FastifyRequest<{ Body: LoginInput }>, reply: FastifyReply, kind: UserType) {
    const attempt: SignInAttempt = {
      ip: request.ip,
      email: request.body.email,
      deviceCookie: request.cookies[DEVICE_COOKIE],
    };
    const guard = await signInGuard(db, attempt);
    const wait = await signInWait(app.database, attempt, guard);
    if (wait > 0) {
      reply.header("Retry-After", String(wait));
      throw httpError("sign_in_locked", {});
    }
    try {
      const user = await authenticate(db, request.body.email, request.body.password, kind);
      await recordSignInSuccessFor(app.database, attempt, guard);
      await signIn(request, reply, user.id);
      rememberDevice(reply, user);
      if (user.userType === "client")
        await recordActivity(db, user.id, {
          code: "signed_in",
          activity: "Signed in to the portal",
          actor: userDisplayName(user),
        });
      return toPublicUser(user);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 401) {
        await recordSignInFailureFor(app.database, attempt, guard);
      }
      throw error;
    }
  }

  const loginSchema = { body: loginInputSchema, response: { 200: userSchema } };

  app.post("/api/login", { config: { access: "public" }, schema: loginSchema }, (request, reply) =>
    login(request, reply, "agent"),
  );

  app.post("/api/client/login", { config: { access: "public" }, schema: loginSchema }, (request, reply) =>
    login(request, reply, "client"),
  );

  app.get("/api/user", { config: { access: "user" }, schema: { response: { 200: userSchema } } }, (request) =>
    // access "user" guarantees a user here.
    toPublicUser(request.user as NonNullable<typeof request.user>),
  );

  // Decision 017: a signed-in user (staff or client) chooses the language of their own screens and e-mails.
  app.put(
    "/api/user/locale",
    { config: { access: "user" }, schema: { body: updateLocaleInputSchema, response: { 200: userSchema } } },
    async (request) => {
      const user = request.user as NonNullable<typeof request.user>;
      return toPublicUser(await setUserLocale(db, user.id, request.body.locale));
    },
  );

  // Issue 47: staff keep their own phone, the one the portal rings first for a call (decision 052).
  app.put(
    "/api/user/phone",
    { config: { access: "staff" }, schema: { body: updatePhoneInputSchema, response: { 200: userSchema } } },
    async (request) => {
      const user = request.user as NonNullable<typeof request.user>;
      return toPublicUser(await setUserPhone(db, user.id, request.body.phone || null));
    },
  );

  app.post("/api/logout", { config: { access: "public" } }, async (request, reply) => {
    if (request.sessionToken) await deleteSession(db, request.sessionToken);
    reply.clearCookie(SESSION_COOKIE, { path: "/" });
    return reply.status(204).send();
  });

  app.get(
    "/api/setup-status",
    { config: { access: "public" }, schema: { response: { 200: setupStatusSchema } } },
    async () => ({
      needsFirstAdmin: (await countUsers(db)) === 0,
      demo: app.config.demo,
    }),
  );

  app.post(
    "/api/register",
    {
      // Open while no user exists (first-run setup), then admins only; registerStaff enforces both.
      config: { access: "public", rateLimit: { max: 20, timeWindow: "1 hour" } },
      schema: { body: registerInputSchema, response: { 201: userSchema } },
    },
    async (request, reply) => {
      const { user, firstRun } = await registerStaff(db, request.body, request.user);
      if (firstRun) await signIn(request, reply, user.id);
      return reply.status(201).send(toPublicUser(user));
    },
  );
};

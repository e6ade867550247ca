import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  pushPreferencesSchema,
  pushPublicKeySchema,
  pushStatusSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionResultSchema,
  pushUnsubscribeInputSchema,
} from "../../../contract/push";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import { pushStatus, savePreferences, subscribe, unsubscribe } from "./push.service";

/** Web Push for staff devices (decision 035): the key to subscribe with, devices, and what notifies whom. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => (request.user as UserRow).id;
  const policy = {
    allowPrivate: !app.config.isProduction,
    allowedHosts: app.config.webhookAllowedHosts,
    production: app.config.isProduction,
  };

  app.get(
    "/api/push/public-key",
    { config: { access: "staff" }, schema: { response: { 200: pushPublicKeySchema } } },
    async () => {
      const keys = await app.push.keys.keys();
      if (!keys) throw httpError("push_unavailable", {});
      return { publicKey: keys.publicKey };
    },
  );

  app.post(
    "/api/push/subscriptions",
    {
      config: { access: "staff" },
      schema: { body: pushSubscriptionInputSchema, response: { 201: pushSubscriptionResultSchema } },
    },
    async (request, reply) => reply.status(201).send(await subscribe(db, me(request), request.body, policy)),
  );

  app.delete(
    "/api/push/subscriptions",
    { config: { access: "staff" }, schema: { body: pushUnsubscribeInputSchema } },
    async (request, reply) => {
      await unsubscribe(db, me(request), request.body.endpoint);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/push/preferences",
    { config: { access: "staff" }, schema: { response: { 200: pushStatusSchema } } },
    (request) => pushStatus(db, me(request)),
  );

  app.put(
    "/api/push/preferences",
    { config: { access: "staff" }, schema: { body: pushPreferencesSchema, response: { 200: pushStatusSchema } } },
    (request) => savePreferences(db, me(request), request.body),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createWebhookEndpointInputSchema,
  updateWebhookEndpointInputSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from "../../../contract/integrations";
import { idParamsSchema, serialIdSchema } from "../../../contract/safe-text";
import { RefusedAddressError, resolveDestination } from "../../integrations/webhooks/address-guard";
import { fieldError, httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  toWebhookDelivery,
  toWebhookEndpoint,
  updateEndpoint,
} from "./webhooks.repository";

const endpointNotFound = () => httpError("webhook_not_found", {});
const admins = { access: ["admin"] as const };

/** Admins manage outgoing webhooks (decision 015): endpoints, their secret, recent deliveries, resend. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const policy = { allowPrivate: !app.config.isProduction, allowedHosts: app.config.webhookAllowedHosts };

  /**
   * Refuses at once an address that the worker would refuse at send time (which still checks: DNS may
   * change after this). A name that does not resolve yet is accepted; the deliveries will say so.
   */
  async function assertAllowedUrl(url: string) {
    if (policy.allowPrivate) return;
    try {
      await resolveDestination(new URL(url), policy);
    } catch (error) {
      if (error instanceof RefusedAddressError) {
        throw fieldError("webhook_address_private", {}, "body.url");
      }
    }
  }

  app.get(
    "/api/admin/webhooks",
    { config: admins, schema: { response: { 200: z.array(webhookEndpointSchema) } } },
    async () => (await listEndpoints(db)).map(toWebhookEndpoint),
  );

  app.post(
    "/api/admin/webhooks",
    {
      config: admins,
      schema: { body: createWebhookEndpointInputSchema, response: { 201: webhookEndpointWithSecretSchema } },
    },
    async (request, reply) => {
      await assertAllowedUrl(request.body.url);
      const row = await insertEndpoint(db, request.body, (request.user as UserRow).id);
      return reply.status(201).send({ ...toWebhookEndpoint(row), secret: row.secret });
    },
  );

  app.patch(
    "/api/admin/webhooks/:id",
    {
      config: admins,
      schema: {
        params: idParamsSchema,
        body: updateWebhookEndpointInputSchema,
        response: { 200: webhookEndpointSchema },
      },
    },
    async (request) => {
      if (request.body.url) await assertAllowedUrl(request.body.url);
      const row = await updateEndpoint(db, request.params.id, request.body);
      if (!row) throw endpointNotFound();
      return toWebhookEndpoint(row);
    },
  );

  app.delete(
    "/api/admin/webhooks/:id",
    { config: admins, schema: { params: idParamsSchema } },
    async (request, reply) => {
      if (!(await deleteEndpoint(db, request.params.id))) throw endpointNotFound();
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/webhooks/:id/rotate-secret",
    { config: admins, schema: { params: idParamsSchema, response: { 200: webhookEndpointWithSecretSchema } } },
    async (request) => {
      const row = await rotateSecret(db, request.params.id);
      if (!row) throw endpointNotFound();
      return { ...toWebhookEndpoint(row), secret: row.secret };
    },
  );

  app.get(
    "/api/admin/webhooks/:id/deliveries",
    {
      config: admins,
      schema: {
        params: idParamsSchema,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.array(webhookDeliverySchema) },
      },
    },
    async (request) => {
      if (!(await findEndpoint(db, request.params.id))) throw endpointNotFound();
      return (await listDeliveries(db, request.params.id, request.query.limit)).map(toWebhookDelivery);
    },
  );

  app.post(
    "/api/admin/webhooks/:id/deliveries/:deliveryId/resend",
    {
      config: admins,
      schema: {
        params: idParamsSchema.extend({ deliveryId: serialIdSchema }),
        response: { 201: webhookDeliverySchema },
      },
    },
    async (request, reply) => {
      const row = await resendDelivery(db, request.params.id, request.params.deliveryId);
      if (!row) throw httpError("delivery_not_found", {});
      app.webhooks.kick();
      return reply.status(201).send(toWebhookDelivery(row));
    },
  );
};

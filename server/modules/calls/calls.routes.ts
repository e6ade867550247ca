import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  callDispositionInputSchema,
  callDispositionResponseSchema,
  leadCallListSchema,
  startCallResponseSchema,
} from "../../../contract/calls";
import { leadIdSchema } from "../../../contract/leads";
import { twilioWebhookBodySchema } from "../../../contract/texting";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import {
  agentWhisper,
  connectSeller,
  hangUp,
  leadCalls,
  recordAgentStatus,
  recordSellerStatus,
  sellerGreeting,
  setDisposition,
  startClickToCall,
} from "./calls.service";
import { answerDialed, answerInboundCall, inboundWhisper } from "./inbound-call.service";

const leadParams = z.object({ id: leadIdSchema });
const callParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const leadCallParams = z.object({ id: leadIdSchema, callId: z.coerce.number().int().positive().max(2_147_483_647) });
const legParams = callParams.extend({ leg: z.enum(["agent", "seller"]) });

/**
 * Calls (decision 052): click-to-call and the lead's calls for staff, and the voice provider's webhooks
 * (form-encoded, refused with 403 unless their X-Twilio-Signature verifies, before anything is read).
 */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // The provider posts its webhooks form-encoded: read them as the flat string fields they are.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function verified(request: Pick<FastifyRequest, "url" | "headers">, body: Record<string, string>): void {
    const provider = app.calls.provider;
    const signature = request.headers["x-twilio-signature"];
    const url = `${app.config.publicUrl}${request.url}`;
    if (!provider || typeof signature !== "string" || !provider.verify(signature, url, body)) {
      throw httpError("sms_signature_invalid", {});
    }
  }
  const webhook = { access: "public", crossSiteForm: true } as const;
  const xml = "text/xml; charset=utf-8";

  app.post(
    "/api/calls/twilio/voice/:id",
    { config: webhook, schema: { params: callParams, body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      return reply.type(xml).send(await agentWhisper(db, app.config.publicUrl, request.params.id));
    },
  );

  app.post(
    "/api/calls/twilio/voice/:id/connect",
    { config: webhook, schema: { params: callParams, body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      const provider = app.calls.provider;
      const answer = await connectSeller(
        db,
        { publicUrl: app.config.publicUrl, callerId: provider?.from ?? "", now: app.calls.now() },
        request.params.id,
        request.body.Digits,
      );
      return reply.type(xml).send(answer);
    },
  );

  app.post(
    "/api/calls/twilio/voice/:id/seller",
    { config: webhook, schema: { params: callParams, body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      return reply.type(xml).send(await sellerGreeting(db, request.params.id));
    },
  );

  app.post(
    "/api/calls/twilio/voice/:id/dialed",
    { config: webhook, schema: { params: callParams, body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      return reply.type(xml).send(hangUp());
    },
  );

  // Inbound calls to the brokerage's number (decision 060): the caller's lead rings its agent.
  app.post(
    "/api/calls/twilio/inbound",
    { config: webhook, schema: { body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      const answer = await answerInboundCall(app.database, request.body, {
        now: app.calls.now(),
        publicUrl: app.config.publicUrl,
      });
      if (answer.queuedEmails) app.mail.kick();
      return reply.type(xml).send(answer.twiml);
    },
  );

  app.post(
    "/api/calls/twilio/inbound/:id/whisper",
    { config: webhook, schema: { params: callParams, body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      return reply.type(xml).send(await inboundWhisper(db, request.params.id));
    },
  );

  app.post(
    "/api/calls/twilio/inbound/:id/dialed",
    { config: webhook, schema: { params: callParams, body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      return reply.type(xml).send(await answerDialed(db, request.params.id, request.body, app.calls.now()));
    },
  );

  app.post(
    "/api/calls/twilio/status/:id/:leg",
    { config: webhook, schema: { params: legParams, body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      const record = request.params.leg === "agent" ? recordAgentStatus : recordSellerStatus;
      await record(db, request.params.id, request.body, app.calls.now());
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/leads/:id/calls",
    { config: { access: "staff" }, schema: { params: leadParams, response: { 200: leadCallListSchema } } },
    async (request) => leadCalls(db, request.params.id),
  );

  app.post(
    "/api/leads/:id/calls",
    { config: { access: "staff" }, schema: { params: leadParams, response: { 201: startCallResponseSchema } } },
    async (request, reply) => {
      const call = await startClickToCall(
        { db, provider: app.calls.provider, publicUrl: app.config.publicUrl, now: app.calls.now() },
        { leadId: request.params.id, user: request.user as UserRow },
      );
      return reply.status(201).send({ call });
    },
  );

  app.put(
    "/api/leads/:id/calls/:callId/disposition",
    {
      config: { access: "staff" },
      schema: {
        params: leadCallParams,
        body: callDispositionInputSchema,
        response: { 200: callDispositionResponseSchema },
      },
    },
    async (request) => ({
      call: await setDisposition(db, {
        leadId: request.params.id,
        callId: request.params.callId,
        disposition: request.body.disposition,
        user: request.user as UserRow,
      }),
    }),
  );
};

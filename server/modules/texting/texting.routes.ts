import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { leadIdSchema } from "../../../contract/leads";
import {
  leadTextListSchema,
  sendTextInputSchema,
  sendTextResponseSchema,
  textAcknowledgementResponseSchema,
  textAcknowledgementSettingsSchema,
  textOutboxListSchema,
  twilioWebhookBodySchema,
} from "../../../contract/texting";
import { escapeHtml } from "../../integrations/mail/outbox";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import { requireLead } from "../leads/leads-staff.service";
import {
  leadThread,
  readAcknowledgementSettings,
  saveAcknowledgementSettings,
  sendAgentText,
  textOutboxForAdmins,
} from "./texting.service";
import { receiveText, recordTextStatus } from "./texting-inbound.service";

const leadParams = z.object({ id: leadIdSchema });
const FORM_LIMIT = 64 * 1024;

/** TwiML: an empty answer, or one text back to the sender. */
const twiml = (message: string | null) =>
  `<?xml version="1.0" encoding="UTF-8"?><Response>${message ? `<Message>${escapeHtml(message)}</Message>` : ""}</Response>`;

/**
 * Texting (decision 038): the provider's webhooks (form-encoded, refused with 403 unless their
 * X-Twilio-Signature verifies, before anything is read or stored), the lead's thread for staff, and the
 * acknowledgement's settings and the text outbox for admins.
 */
export const textingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // The provider posts its webhooks form-encoded: read them as the flat string fields they are.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The signature covers PUBLIC_URL + the path (with its query) and the sorted fields. */
  function verified(request: Pick<FastifyRequest, "url" | "headers">, body: Record<string, string>): void {
    const provider = app.texting.provider;
    const signature = request.headers["x-twilio-signature"];
    const url = `${app.config.publicUrl}${request.url}`;
    if (!provider || typeof signature !== "string" || !provider.verify(signature, url, body)) {
      throw httpError("sms_signature_invalid", {});
    }
  }

  app.post(
    "/api/sms/twilio/inbound",
    { config: { access: "public", crossSiteForm: true }, schema: { body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      const result = await receiveText(app.database, request.body, {
        now: app.texting.now(),
        publicUrl: app.config.publicUrl,
      });
      if (result.queuedTexts) app.texting.kick();
      if (result.queuedEmails) app.mail.kick();
      if (result.queuedAssistant) app.assistant?.kick();
      return reply.type("text/xml; charset=utf-8").send(twiml(result.reply));
    },
  );

  app.post(
    "/api/sms/twilio/status",
    { config: { access: "public", crossSiteForm: true }, schema: { body: twilioWebhookBodySchema } },
    async (request, reply) => {
      verified(request, request.body);
      await recordTextStatus(db, request.body, app.texting.now());
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/leads/:id/texts",
    { config: { access: "staff" }, schema: { params: leadParams, response: { 200: leadTextListSchema } } },
    async (request) => {
      await requireLead(db, request.params.id);
      return leadThread(db, request.params.id);
    },
  );

  app.post(
    "/api/leads/:id/texts",
    {
      config: { access: "staff" },
      schema: { params: leadParams, body: sendTextInputSchema, response: { 202: sendTextResponseSchema } },
    },
    async (request, reply) => {
      const text = await sendAgentText(app.database, {
        leadId: request.params.id,
        body: request.body.body,
        user: request.user as UserRow,
        now: app.texting.now(),
      });
      app.texting.kick();
      return reply.status(202).send({ text });
    },
  );

  app.get(
    "/api/admin/texts/acknowledgement",
    { config: { access: ["admin"] }, schema: { response: { 200: textAcknowledgementResponseSchema } } },
    async () => ({ ...(await readAcknowledgementSettings(db)), providerConfigured: Boolean(app.texting.provider) }),
  );

  app.put(
    "/api/admin/texts/acknowledgement",
    {
      config: { access: ["admin"] },
      schema: { body: textAcknowledgementSettingsSchema, response: { 200: textAcknowledgementResponseSchema } },
    },
    async (request) => ({
      ...(await saveAcknowledgementSettings(db, request.body)),
      providerConfigured: Boolean(app.texting.provider),
    }),
  );

  app.get(
    "/api/admin/texts/outbox",
    { config: { access: ["admin"] }, schema: { response: { 200: textOutboxListSchema } } },
    async () => textOutboxForAdmins(db),
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adFieldMappingListSchema,
  adWebhookAnswerSchema,
  googleLeadWebhookSchema,
  metaConversionsInputSchema,
  metaConversionsSettingsSchema,
  metaVerifyQuerySchema,
  metaWebhookBodySchema,
} from "../../../contract/ads";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import type { AdLeadResult } from "./ad-leads.service";
import { metaSignatureValid, sameSecret } from "./ad-secrets";
import { listFieldMappings, replaceFieldMappings } from "./ads.repository";
import { readConversionsSettings, saveConversionsSettings } from "./conversions.service";
import { receiveGoogleLead } from "./google-leads.service";
import { receiveMetaWebhook } from "./meta-leads.service";

const WEBHOOK_LIMIT = 1024 * 1024;
const admin = ["admin"] as const;

/**
 * Ad-platform lead forms in (decision 053): Meta's Page webhook (verification handshake, then leadgen
 * notifications signed with the app secret over the raw body) and Google's lead form webhook (its key in the
 * body), each made a final lead; and the admin's mapping of the forms' own questions.
 */
export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const context = () => ({ now: new Date(), publicUrl: app.config.publicUrl });
  const answer = (results: AdLeadResult[]) => {
    if (results.some((r) => r.queuedEmails)) app.mail.kick();
    for (const r of results.filter((r) => r.created)) {
      app.metrics.leadsCaptured.inc({ flow: "ads", variant: r.lead.source ?? "none", status: r.lead.status });
    }
    return { created: results.filter((r) => r.created).length, replayed: results.filter((r) => !r.created).length };
  };

  const meta = app.config.ads.meta;
  app.get(
    "/api/ads/meta/webhook",
    { config: { access: "public" }, schema: { querystring: metaVerifyQuerySchema } },
    async (request, reply) => {
      if (!meta) throw httpError("ad_webhook_off", {});
      if (!sameSecret(request.query["hub.verify_token"], meta.verifyToken))
        throw httpError("ad_verify_token_invalid", {});
      return reply.type("text/plain; charset=utf-8").send(request.query["hub.challenge"]);
    },
  );

  // The signature covers the bytes Meta sent: this route reads its body raw and parses it only once verified.
  // Registered only when Meta is configured: with no app secret there is nothing to verify a body against,
  // and an unknown route's JSON 404 is the answer (not the generic parser's "invalid JSON").
  if (meta)
    await app.register(async (raw) => {
      raw.removeContentTypeParser("application/json");
      raw.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_LIMIT }, (_r, body, done) =>
        done(null, body),
      );
      raw.post(
        "/api/ads/meta/webhook",
        { config: { access: "public" }, schema: { response: { 200: adWebhookAnswerSchema } } },
        async (request) => {
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          if (!metaSignatureValid(body, request.headers["x-hub-signature-256"], meta.appSecret)) {
            throw httpError("ad_signature_invalid", {});
          }
          let json: unknown;
          try {
            json = JSON.parse(body.toString("utf8"));
          } catch {
            throw httpError("invalid_json", {});
          }
          const parsed = metaWebhookBodySchema.safeParse(json);
          if (!parsed.success) {
            const issues = parsed.error.issues.map((i) => ({ path: i.path.join(".") || "body", message: i.message }));
            const first = issues[0] ?? { path: "body", message: "Invalid value" };
            throw httpError("invalid_request", { field: first.path, detail: first.message }, issues);
          }
          return answer(await receiveMetaWebhook(db, parsed.data, { graph: meta, ...context() }));
        },
      );
    });

  app.post(
    "/api/ads/google/webhook",
    {
      config: { access: "public" },
      schema: { body: googleLeadWebhookSchema, response: { 200: adWebhookAnswerSchema } },
      // The key first: a caller without it learns nothing, not even what the body should be.
      preValidation: async (request) => {
        const key = app.config.ads.googleLeadFormKey;
        if (!key) throw httpError("ad_webhook_off", {});
        const given = (request.body as { google_key?: unknown } | null)?.google_key;
        if (!sameSecret(given, key)) throw httpError("ad_key_invalid", {});
      },
    },
    async (request) => answer([await receiveGoogleLead(db, request.body, context())]),
  );

  // The Conversions API for CRM (decision 055): the admin's switch; the dataset and token are the server's.
  const conversions = app.config.ads.metaConversions;
  app.get(
    "/api/admin/ads/conversions",
    { config: { access: admin }, schema: { response: { 200: metaConversionsSettingsSchema } } },
    () => readConversionsSettings(db, conversions),
  );
  app.put(
    "/api/admin/ads/conversions",
    {
      config: { access: admin },
      schema: { body: metaConversionsInputSchema, response: { 200: metaConversionsSettingsSchema } },
    },
    (request) => saveConversionsSettings(db, request.body.enabled, conversions),
  );

  app.get(
    "/api/admin/ads/field-mappings",
    { config: { access: admin }, schema: { response: { 200: adFieldMappingListSchema } } },
    () => listFieldMappings(db),
  );

  app.put(
    "/api/admin/ads/field-mappings",
    {
      config: { access: admin },
      schema: { body: adFieldMappingListSchema, response: { 200: adFieldMappingListSchema } },
    },
    async (request) => {
      const user = request.user as UserRow;
      await replaceFieldMappings(db, request.body, user.id);
      return listFieldMappings(db);
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminSettingsSchema,
  outboxQuerySchema,
  outboxRowSchema,
  systemStatusSchema,
  updateAdminSettingsInputSchema,
} from "../../../contract/admin";
import { idParamsSchema } from "../../../contract/safe-text";
import { outboxStats } from "../../integrations/mail/outbox";
import { mailDnsRecords } from "../../lib/email/dns-records";
import { listOutbox } from "./admin-settings.repository";
import { readSettings, retryEmail, updateSettings } from "./admin-settings.service";

/** System Settings and Landing Pages tabs: brokerage identity, lead-flow variant, routing timer, outbox, status. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const access = ["admin", "manager"] as const;

  app.get("/api/admin/settings", { config: { access }, schema: { response: { 200: adminSettingsSchema } } }, () =>
    readSettings(db),
  );

  app.put(
    "/api/admin/settings",
    { config: { access }, schema: { body: updateAdminSettingsInputSchema, response: { 200: adminSettingsSchema } } },
    (request) => updateSettings(db, request.body),
  );

  app.get(
    "/api/admin/outbox",
    { config: { access }, schema: { querystring: outboxQuerySchema, response: { 200: z.array(outboxRowSchema) } } },
    (request) => listOutbox(db, request.query),
  );

  app.post(
    "/api/admin/outbox/:id/retry",
    { config: { access }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      await retryEmail(db, request.params.id);
      app.mail.kick();
      return reply.status(204).send();
    },
  );

  app.get("/api/admin/system", { config: { access }, schema: { response: { 200: systemStatusSchema } } }, async () => {
    const stats = await outboxStats(db);
    return {
      database: app.database.driver,
      aiProvider: app.config.ai.provider,
      smtpConfigured: Boolean(app.config.smtpUrl),
      mail: {
        from: app.config.mailFrom,
        dkimKeyPresent: Boolean(app.config.dkim),
        replyDomain: app.config.replyDomain ?? null,
        dnsRecords: mailDnsRecords(app.config),
      },
      storage: app.storage.kind,
      outbox: {
        pending: stats.pending,
        sent: stats.sent,
        failed: stats.failed,
        oldestPendingSeconds: stats.pending > 0 ? Math.floor(stats.oldestPendingAgeSeconds) : null,
      },
    };
  });
};

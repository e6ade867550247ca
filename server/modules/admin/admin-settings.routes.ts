import { desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type AdminSettings,
  adminSettingsSchema,
  outboxQuerySchema,
  outboxRowSchema,
  systemStatusSchema,
  updateAdminSettingsInputSchema,
} from "../../../contract/admin";
import { type LeadFlowVariantSetting, leadFlowVariantSettings } from "../../../contract/leads";
import { idParamsSchema } from "../../../contract/safe-text";
import type { Database } from "../../db/client";
import { emailOutbox, settings } from "../../db/schema/index";
import { outboxStats } from "../../integrations/mail/outbox";
import { S3Storage } from "../../integrations/storage/s3-storage";
import { HttpError } from "../../plugins/error-handler";
import { getBrokerage, getSetting } from "../settings/settings.repository";

async function readSettings(db: Database): Promise<AdminSettings> {
  const variant = await getSetting(db, "leadFlowVariant");
  const minutes = Number(await getSetting(db, "poolReassignMinutes"));
  return {
    brokerage: await getBrokerage(db),
    leadFlowVariant: leadFlowVariantSettings.includes(variant as LeadFlowVariantSetting)
      ? (variant as LeadFlowVariantSetting)
      : "four-card",
    poolReassignMinutes: Number.isInteger(minutes) && minutes >= 0 ? minutes : 0,
  };
}

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
    async (request) => {
      await db.transaction(async (tx) => {
        for (const [key, value] of Object.entries(request.body)) {
          if (value === undefined) continue;
          await tx
            .insert(settings)
            .values({ key, value })
            .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
        }
      });
      return readSettings(db);
    },
  );

  app.get(
    "/api/admin/outbox",
    { config: { access }, schema: { querystring: outboxQuerySchema, response: { 200: z.array(outboxRowSchema) } } },
    async (request) => {
      const rows = await db
        .select()
        .from(emailOutbox)
        .where(request.query.status ? eq(emailOutbox.status, request.query.status) : undefined)
        .orderBy(desc(emailOutbox.id))
        .limit(request.query.limit);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        toAddress: r.toAddress,
        subject: r.subject,
        textBody: r.textBody,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        leadId: r.leadId,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        nextAttemptAt: r.nextAttemptAt.toISOString(),
      }));
    },
  );

  app.post(
    "/api/admin/outbox/:id/retry",
    { config: { access }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const [row] = await db
        .update(emailOutbox)
        .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null })
        .where(sql`${emailOutbox.id} = ${request.params.id} and ${emailOutbox.status} <> 'sent'`)
        .returning({ id: emailOutbox.id });
      if (!row) throw new HttpError(404, "No unsent e-mail with that id", "not_found");
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
      storage: app.storage instanceof S3Storage ? ("s3" as const) : ("disk" as const),
      outbox: {
        pending: stats.pending,
        sent: stats.sent,
        failed: stats.failed,
        oldestPendingSeconds: stats.pending > 0 ? Math.floor(stats.oldestPendingAgeSeconds) : null,
      },
    };
  });
};

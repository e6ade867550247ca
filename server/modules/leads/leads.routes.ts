import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type LeadFlowVariantSetting,
  leadFlowConfigSchema,
  leadFlowStatsSchema,
  leadFlowVariantSettings,
  leadIdSchema,
  leadSaveResponseSchema,
  publicLeadInputSchema,
  staffLeadSchema,
} from "../../../contract/leads";
import { auditActor, recordAudit } from "../audit/audit.service";
import { mergedInto } from "../duplicates/merge.service";
import { withScores } from "../nurture/score.service";
import { sendGuideOnce } from "../sellers-guide/sellers-guide.service";
import { getSetting } from "../settings/settings.service";
import { toStaffLead } from "./leads.mapping";
import { findLead, leadFlowStats } from "./leads.repository";
import { saveLead } from "./leads.service";
import { leadNotFound } from "./leads-staff.service";

export const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const publicRateLimit = { max: app.config.leadRateLimitPerMinute, timeWindow: "1 minute" };
  const saveSchema = { body: publicLeadInputSchema, response: { 200: leadSaveResponseSchema } };

  async function handleSave(
    request: FastifyRequest<{ Body: z.output<typeof publicLeadInputSchema> }>,
    kind: "partial" | "final",
  ) {
    const result = await saveLead(app.database, {
      input: request.body,
      kind,
      ip: request.ip,
      publicUrl: app.config.publicUrl,
      // The staff alert goes out straight after commit, not behind other saves on the database (decision 048).
      deliverAlertsNow: app.mail.worker?.started === true,
    });
    app.mail.worker?.deliverNow(result.alertsNow);
    if (!result.announced) app.events.publishSoon({ type: "lead", leadId: result.id });
    app.metrics.leadsCaptured.inc({ flow: kind, variant: request.body.variant ?? "none", status: result.status });
    let queued = result.queuedEmails;
    if (request.body.completedEmail && request.body.email) {
      // The visitor asked for the guide by e-mail. The lead is already saved: a failure here is logged, not shown.
      queued =
        (await sendGuideOnce(db, app.ai, {
          leadId: result.id,
          leadSecret: request.body.leadSecret,
          publicUrl: app.config.publicUrl,
        }).catch((error: unknown) => {
          request.log.error({ err: error }, "could not send the requested guide");
          return false;
        })) || queued;
    }
    if (queued) app.mail.kick();
    return { ok: true as const, id: result.id, status: result.status };
  }

  app.post(
    "/api/leads/partial",
    { config: { access: "public", rateLimit: publicRateLimit, loadClass: "public-save" }, schema: saveSchema },
    (request) => handleSave(request, "partial"),
  );

  app.post(
    "/api/leads",
    { config: { access: "public", rateLimit: publicRateLimit, loadClass: "public-save" }, schema: saveSchema },
    (request) => handleSave(request, "final"),
  );

  app.get(
    "/api/leads/:id",
    {
      config: { access: "staff" },
      schema: { params: z.object({ id: leadIdSchema }), response: { 200: staffLeadSchema } },
    },
    async (request, reply) => {
      const lead = await findLead(db, request.params.id);
      if (lead) {
        // Every staff read of a lead's detail is on the audit trail (decision 021).
        await recordAudit(db, { ...auditActor(request), action: "lead.read", subject: lead.id });
        const [scored] = await withScores(db, [toStaffLead(lead)], [lead]);
        return scored;
      }
      // A lead merged into another answers with a redirect to the one that absorbed it (decision 019).
      const into = await mergedInto(db, request.params.id);
      if (into) return reply.redirect(`/api/leads/${encodeURIComponent(into)}`, 308);
      throw leadNotFound();
    },
  );

  app.get(
    "/api/lead-flow/config",
    { config: { access: "public" }, schema: { response: { 200: leadFlowConfigSchema } } },
    async () => {
      const value = await getSetting(db, "leadFlowVariant");
      const variant = leadFlowVariantSettings.includes(value as LeadFlowVariantSetting)
        ? (value as LeadFlowVariantSetting)
        : "four-card";
      return { variant };
    },
  );

  app.get(
    "/api/admin/lead-flow-stats",
    { config: { access: ["admin", "manager"] }, schema: { response: { 200: leadFlowStatsSchema } } },
    async () => {
      const rows = await leadFlowStats(db);
      return {
        rows: rows.map((r) => ({
          variant: r.variant ?? "unknown",
          type: r.type,
          started: r.started,
          completed: r.completed,
          conversion: r.started > 0 ? r.completed / r.started : 0,
        })),
      };
    },
  );
};

import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accuracyResponseSchema,
  ballparkRequestSchema,
  ballparkSchema,
  estimateRequestSchema,
  estimateResponseSchema,
  homeValueLeadInputSchema,
  homeValueSettingsSchema,
  leadHomeValueViewSchema,
  type SoldHomeMapping,
  soldHomeDryRunSchema,
  soldHomeImportJobSchema,
  soldHomeMappingSchema,
  soldHomePreviewSchema,
} from "../../../contract/home-value";
import { leadIdSchema, leadSaveResponseSchema } from "../../../contract/leads";
import { idParamsSchema } from "../../../contract/safe-text";
import { readCsvUpload } from "../../lib/csv-upload";
import { httpError } from "../../lib/http-error";
import { auditActor, recordAudit } from "../audit/audit.service";
import type { UserRow } from "../auth/users.service";
import { accuracyReport, homeValueSettings, publicEstimate, saveHomeValueSettings } from "./home-value.service";
import {
  type AnalysisAgent,
  analysisOutlook,
  ballparkForLead,
  leadHomeValue,
  marketAnalysisFor,
  saveHomeValueLead,
  sendRequestedAnalysis,
} from "./lead-home-value.service";
import {
  checkHeader,
  dryRunSoldHomes,
  listSoldHomeImportJobs,
  previewSoldHomes,
  queueSoldHomeImport,
  soldHomeImportJob,
} from "./sold-home-import.service";

const MAX_IMPORT_BYTES = 40 * 1024 * 1024;
const admins = ["admin", "manager"] as const;

/** The multipart body: `file` (the CSV) and, for the dry run and the import, `mapping`. */
const readUpload = (request: FastifyRequest, needMapping: boolean) =>
  readCsvUpload(request, needMapping ? soldHomeMappingSchema : undefined);

/** The signed-in staff member, as the analysis names its agent. */
function agentOf(request: FastifyRequest): AnalysisAgent {
  const user = request.user as UserRow;
  const name = user.fullName ?? [user.firstName, user.lastName].filter(Boolean).join(" ");
  return { name: name || user.email, email: user.email, phone: user.phone };
}

/** "What is my home worth?" (decisions 040, 041): the public estimate, the lead's copy, imports, accuracy. */
export const homeValueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const store = app.homeValue.store;
  const rateLimit = { max: app.config.leadRateLimitPerMinute, timeWindow: "1 minute" };
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3 } });

  app.post(
    "/api/home-value/estimate",
    {
      config: { access: "public", rateLimit },
      schema: { body: estimateRequestSchema, response: { 200: estimateResponseSchema } },
    },
    async (request) => publicEstimate(store, request.body),
  );

  // The funnel's seller, their home and its estimate: one call, one transaction (issue 41).
  app.post(
    "/api/home-value/lead",
    {
      config: { access: "public", rateLimit },
      schema: { body: homeValueLeadInputSchema, response: { 200: leadSaveResponseSchema } },
    },
    async (request) => {
      const saved = await saveHomeValueLead(app.database, store, request.body, {
        ip: request.ip,
        publicUrl: app.config.publicUrl,
      });
      app.metrics.leadsCaptured.inc({ flow: "final", variant: "home-value", status: saved.status });
      if (saved.queuedEmails) app.mail.kick();
      return { ok: true as const, id: saved.id, status: saved.status };
    },
  );

  app.post(
    "/api/home-value/ballpark",
    {
      config: { access: "public", rateLimit },
      schema: { body: ballparkRequestSchema, response: { 200: ballparkSchema } },
    },
    async (request) => ballparkForLead(db, store, request.body),
  );

  const leadParams = z.object({ id: leadIdSchema });

  app.get(
    "/api/leads/:id/home-value",
    {
      config: { access: "staff" },
      schema: {
        params: leadParams,
        response: { 200: leadHomeValueViewSchema },
      },
    },
    async (request) => ({
      homeValue: await leadHomeValue(db, request.params.id),
      ...(await analysisOutlook(db, store, request.params.id)),
    }),
  );

  app.get(
    "/api/leads/:id/market-analysis.pdf",
    { config: { access: "staff" }, schema: { params: leadParams } },
    async (request, reply) => {
      const { pdf, locale } = await marketAnalysisFor(db, store, app.storage, request.params.id, agentOf(request));
      // The PDF carries the seller's name and address: on the audit trail like a read of the lead (decision 021).
      await recordAudit(db, {
        ...auditActor(request),
        action: "lead.read",
        subject: request.params.id,
        details: { document: "market-analysis.pdf" },
      });
      const filename = locale === "fr-CA" ? "analyse-comparative-de-marche.pdf" : "market-analysis.pdf";
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );

  // The seller asked for "your full analysis": an agent approves it and it goes by e-mail (decision 046).
  app.post(
    "/api/leads/:id/market-analysis/send",
    {
      config: { access: "staff" },
      schema: { params: leadParams, response: { 200: z.object({ sentAt: z.string() }) } },
    },
    async (request) => {
      const sent = await sendRequestedAnalysis(db, store, app.storage, {
        leadId: request.params.id,
        agent: { ...agentOf(request), id: (request.user as UserRow).id },
        publicUrl: app.config.publicUrl,
      });
      await recordAudit(db, {
        ...auditActor(request),
        action: "lead.read",
        subject: request.params.id,
        details: { document: "market-analysis.pdf", sent: true },
      });
      return sent;
    },
  );

  // ---- Admins: imports, accuracy, the ballpark's terms ----

  app.post(
    "/api/admin/home-value/import/preview",
    { config: { access: admins }, schema: { response: { 200: soldHomePreviewSchema } } },
    async (request) => previewSoldHomes((await readUpload(request, false)).file),
  );

  app.post(
    "/api/admin/home-value/import/dry-run",
    { config: { access: admins }, schema: { response: { 200: soldHomeDryRunSchema } } },
    async (request) => {
      const upload = await readUpload(request, true);
      return dryRunSoldHomes(upload.file, upload.mapping as SoldHomeMapping);
    },
  );

  app.post(
    "/api/admin/home-value/import",
    { config: { access: admins }, schema: { response: { 202: soldHomeImportJobSchema } } },
    async (request, reply) => {
      const upload = await readUpload(request, true);
      const mapping = upload.mapping as SoldHomeMapping;
      await checkHeader(upload.file, mapping);
      const id = await queueSoldHomeImport(db, {
        userId: (request.user as UserRow).id,
        fileName: upload.fileName,
        file: upload.file,
        mapping,
      });
      app.homeValue.kickImports();
      const job = await soldHomeImportJob(db, id);
      if (!job) throw httpError("import_not_found", {});
      return reply.code(202).send(job);
    },
  );

  app.get(
    "/api/admin/home-value/imports/:id",
    { config: { access: admins }, schema: { params: idParamsSchema, response: { 200: soldHomeImportJobSchema } } },
    async (request) => {
      const job = await soldHomeImportJob(db, request.params.id);
      if (!job) throw httpError("import_not_found", {});
      return job;
    },
  );

  app.get(
    "/api/admin/home-value/imports",
    { config: { access: admins }, schema: { response: { 200: z.array(soldHomeImportJobSchema) } } },
    async () => listSoldHomeImportJobs(db),
  );

  app.get(
    "/api/admin/home-value/accuracy",
    { config: { access: admins }, schema: { response: { 200: accuracyResponseSchema } } },
    async () => accuracyReport(db),
  );

  app.get(
    "/api/admin/home-value/settings",
    { config: { access: admins }, schema: { response: { 200: homeValueSettingsSchema } } },
    async () => homeValueSettings(db),
  );

  app.put(
    "/api/admin/home-value/settings",
    {
      config: { access: ["admin"] },
      schema: { body: homeValueSettingsSchema, response: { 200: homeValueSettingsSchema } },
    },
    async (request) => saveHomeValueSettings(db, request.body),
  );
};

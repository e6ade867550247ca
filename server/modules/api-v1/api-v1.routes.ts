import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type ApiLeadReceipt,
  apiCreateLeadInputSchema,
  apiLeadParamsSchema,
  apiLeadWriteAnswerSchema,
  idempotencyKeySchema,
} from "../../../contract/api-v1";
import { leadListQuerySchema, leadListSchema, updateLeadInputSchema } from "../../../contract/crm";
import { type StaffLead, staffLeadSchema } from "../../../contract/leads";
import { httpError } from "../../lib/http-error";
import { apiRateLimitKey } from "../api-keys/index";
import { auditApiKey, recordAudit } from "../audit/audit.service";
import { type LeadRow, toStaffLead } from "../leads/index";
import { findLead } from "../leads/lead-records.service";
import { updateLeadFromApi } from "./api-lead-update.service";
import { createApiLead } from "./api-leads.service";
import { listLeadsPage } from "./api-leads-list";

const read = { apiKey: "leads:read" } as const;
const write = { apiKey: "leads:write" } as const;
const leadNotFound = () => httpError("lead_not_found", {});

/**
 * What a write answers (decision 027): write does not imply read (decision 016), so the lead's fields go only
 * to a key that may also read it; any other key gets the id and status. `Location` names the lead either way.
 */
function writeAnswer(
  apiKey: { scopes: readonly string[] },
  lead: LeadRow,
  reply: { header(name: string, value: string): unknown },
): StaffLead | ApiLeadReceipt {
  reply.header("Location", `/api/v1/leads/${lead.id}`);
  return apiKey.scopes.includes(read.apiKey) ? toStaffLead(lead) : { id: lead.id, status: lead.status };
}

/**
 * The versioned public API (decision 016): bearer API keys only, never a session. Leads are read and
 * written in the shape staff read them (GET /api/leads/{id}); the list pages like the staff list.
 */
export const apiV1Routes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const rateLimit = {
    max: app.config.apiRateLimitPerMinute,
    timeWindow: "1 minute",
    keyGenerator: apiRateLimitKey,
  };
  const tags = ["Leads"];

  app.get(
    "/api/v1/leads",
    {
      config: { access: read, rateLimit },
      schema: {
        tags,
        operationId: "listLeads",
        summary: "List leads, newest first",
        description:
          'Keyset paging: the next page\'s URL is in the `Link` header (rel="next"), the total in `X-Total-Count`.',
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema },
      },
    },
    async (request, reply) => {
      const page = await listLeadsPage(db, request.query);
      // An integration reading leads is on the audit trail like a staff member opening one (decision 021):
      // one row per page, naming every lead on it; the search term is not kept, only whether there was one.
      if (page.leads.length > 0) {
        const { q, type, view, cursor } = request.query;
        await recordAudit(db, {
          ...auditApiKey(request),
          action: "leads.read",
          subject: "leads",
          details: {
            rows: page.leads.length,
            leadIds: page.leads.map((lead) => lead.id),
            type: type ?? null,
            view,
            searched: Boolean(q),
            firstPage: !cursor,
          },
        });
      }
      reply.header("X-Total-Count", String(page.total));
      if (page.totalCapped) reply.header("X-Total-Count-Capped", "true");
      if (page.nextQuery) reply.header("Link", `</api/v1/leads?${page.nextQuery}>; rel="next"`);
      return page.leads;
    },
  );

  app.get(
    "/api/v1/leads/:id",
    {
      config: { access: read, rateLimit },
      schema: {
        tags,
        operationId: "getLead",
        summary: "Read one lead",
        description: "The lead as staff read it; the read is on the audit trail.",
        params: apiLeadParamsSchema,
        response: { 200: staffLeadSchema },
      },
    },
    async (request) => {
      const lead = await findLead(db, request.params.id);
      if (!lead) throw leadNotFound();
      await recordAudit(db, { ...auditApiKey(request), action: "lead.read", subject: lead.id });
      return toStaffLead(lead);
    },
  );

  app.post(
    "/api/v1/leads",
    {
      config: { access: write, rateLimit },
      schema: {
        tags,
        operationId: "createLead",
        summary: "Create a lead from another source",
        description:
          "The answer holds the lead's personal data only when the key also holds `leads:read`. The lead is final at once: it is routed to the next agent of its pool, staff are alerted, open dashboards show it and `lead.created` is sent. Send an `Idempotency-Key` (or your own `id`) to make retries safe: a repeat by the same key answers 200 with the first lead (`Idempotent-Replayed: true`); another key sending that `id` gets 409.",
        headers: z.object({ "idempotency-key": idempotencyKeySchema.optional() }),
        body: apiCreateLeadInputSchema,
        response: { 200: apiLeadWriteAnswerSchema, 201: apiLeadWriteAnswerSchema },
      },
    },
    async (request, reply) => {
      const apiKey = request.apiKey as NonNullable<typeof request.apiKey>;
      const result = await createApiLead(db, {
        apiKey,
        input: request.body,
        idempotencyKey: request.headers["idempotency-key"],
        publicUrl: app.config.publicUrl,
        ip: request.ip,
      });
      if (result.queuedEmails) app.mail.kick();
      if (result.created) {
        app.metrics.leadsCaptured.inc({ flow: "api", variant: "none", status: result.lead.status });
      } else {
        reply.header("Idempotent-Replayed", "true");
      }
      return reply.status(result.created ? 201 : 200).send(writeAnswer(apiKey, result.lead, reply));
    },
  );

  app.patch(
    "/api/v1/leads/:id",
    {
      config: { access: write, rateLimit },
      schema: {
        tags,
        operationId: "updateLead",
        summary: "Change a lead",
        description:
          "Only the fields sent change; each change is kept in the lead's history, and the call on the audit trail.",
        params: apiLeadParamsSchema,
        body: updateLeadInputSchema,
        response: { 200: apiLeadWriteAnswerSchema },
      },
    },
    async (request, reply) => {
      const apiKey = request.apiKey as NonNullable<typeof request.apiKey>;
      const actor = { ...auditApiKey(request), apiKey };
      const result = await updateLeadFromApi(db, request.params.id, request.body, actor, app.config.publicUrl);
      if (result.queuedEmails) app.mail.kick();
      return writeAnswer(apiKey, result.lead, reply);
    },
  );
};

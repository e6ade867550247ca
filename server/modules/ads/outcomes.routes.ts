import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { leadOutcomeInputSchema, leadOutcomeSchema } from "../../../contract/ads";
import { leadIdSchema } from "../../../contract/leads";
import { apiRateLimitKey } from "../api-keys/index";
import { auditApiKey, recordAudit } from "../audit/audit.service";
import type { UserRow } from "../auth/users.service";
import { requireLead } from "../leads/leads-staff.service";
import { changeOutcome, readOutcome } from "./outcomes.service";

const params = z.object({ id: leadIdSchema });

/** The deal a lead became (decision 053): staff on the lead page, integrations through /api/v1. */
export const outcomesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/leads/:id/outcome",
    { config: { access: "staff" }, schema: { params, response: { 200: leadOutcomeSchema } } },
    async (request) => {
      await requireLead(db, request.params.id);
      return readOutcome(db, request.params.id);
    },
  );

  app.put(
    "/api/leads/:id/outcome",
    {
      config: { access: "staff" },
      schema: { params, body: leadOutcomeInputSchema, response: { 200: leadOutcomeSchema } },
    },
    async (request) => {
      const user = request.user as UserRow;
      return changeOutcome(db, request.params.id, request.body, { userId: user.id, label: user.email });
    },
  );

  app.put(
    "/api/v1/leads/:id/outcome",
    {
      config: {
        access: { apiKey: "leads:write" },
        rateLimit: { max: app.config.apiRateLimitPerMinute, timeWindow: "1 minute", keyGenerator: apiRateLimitKey },
      },
      schema: {
        tags: ["Leads"],
        operationId: "setLeadOutcome",
        summary: "Record the deal a lead became",
        description:
          "The listing signed (date, list price), the sale (date, price) and the brokerage's gross commission, money in cents. Only the fields sent change; `null` clears one. Each change is in the lead's history and goes out as `lead.updated`.",
        params,
        body: leadOutcomeInputSchema,
        response: { 200: leadOutcomeSchema },
      },
    },
    async (request) => {
      const apiKey = request.apiKey as NonNullable<typeof request.apiKey>;
      const outcome = await changeOutcome(db, request.params.id, request.body, {
        userId: null,
        label: `API key ${apiKey.name}`,
      });
      await recordAudit(db, {
        ...auditApiKey(request),
        action: "lead.update",
        subject: request.params.id,
        details: { outcome: Object.keys(request.body) },
      });
      return outcome;
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { leadIdSchema } from "../../../contract/leads";
import {
  leadContactSchema,
  logContactInputSchema,
  pipelineBoardSchema,
  pipelineQuerySchema,
  responseReportQuerySchema,
  responseReportSchema,
} from "../../../contract/pipeline";
import { fieldError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import { requireLead } from "../leads/leads-staff.service";
import { listContacts, logContact } from "./contacts.service";
import { pipelineBoard } from "./pipeline.repository";
import { responseReport } from "./response-report.repository";

/** The pipeline board, 'Log contact' and the Response report (decision 019). */
export const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const leadParams = z.object({ id: leadIdSchema });

  app.get(
    "/api/pipeline",
    {
      config: { access: "staff" },
      schema: { querystring: pipelineQuerySchema, response: { 200: pipelineBoardSchema } },
    },
    (request) => pipelineBoard(db, request.query),
  );

  app.get(
    "/api/leads/:id/contacts",
    { config: { access: "staff" }, schema: { params: leadParams, response: { 200: z.array(leadContactSchema) } } },
    async (request) => {
      await requireLead(db, request.params.id);
      return listContacts(db, request.params.id);
    },
  );

  app.post(
    "/api/leads/:id/contacts",
    {
      config: { access: "staff" },
      schema: { params: leadParams, body: logContactInputSchema, response: { 201: leadContactSchema } },
    },
    async (request, reply) => {
      const user = request.user as UserRow;
      const contact = await logContact(db, request.params.id, request.body, user.id);
      return reply.code(201).send(contact);
    },
  );

  app.get(
    "/api/admin/response-report",
    {
      config: { access: ["admin", "manager"] },
      schema: { querystring: responseReportQuerySchema, response: { 200: responseReportSchema } },
    },
    (request) => {
      const from = new Date(request.query.from);
      const to = new Date(request.query.to);
      if (from >= to) throw fieldError("period_reversed", {}, "querystring.to");
      return responseReport(db, from, to);
    },
  );
};

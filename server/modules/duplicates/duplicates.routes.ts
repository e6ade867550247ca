import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { duplicateListSchema } from "../../../contract/crm";
import { leadIdSchema, staffLeadSchema } from "../../../contract/leads";
import { mergeLeadsInputSchema } from "../../../contract/pipeline";
import type { UserRow } from "../auth/users.service";
import { toStaffLead } from "../leads/index";
import { requireLead } from "../leads/leads-staff.service";
import { findDuplicates } from "./duplicates.repository";
import { mergeLeads } from "./merge.service";

/** 'Possible duplicate' and the hand-made merge of two leads (decision 019). */
export const duplicatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const leadParams = z.object({ id: leadIdSchema });

  app.get(
    "/api/leads/:id/duplicates",
    { config: { access: "staff" }, schema: { params: leadParams, response: { 200: duplicateListSchema } } },
    async (request) => findDuplicates(db, await requireLead(db, request.params.id)),
  );

  app.post(
    "/api/leads/:id/merge",
    {
      config: { access: "staff" },
      schema: { params: leadParams, body: mergeLeadsInputSchema, response: { 200: staffLeadSchema } },
    },
    async (request) => {
      const user = request.user as UserRow;
      return toStaffLead(await mergeLeads(db, request.params.id, request.body, user.id));
    },
  );
};

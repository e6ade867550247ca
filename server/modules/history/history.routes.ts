import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { historyEntrySchema } from "../../../contract/crm";
import { leadIdSchema } from "../../../contract/leads";
import { requireLead } from "../leads/leads-staff.service";
import { listHistory } from "./history.repository";

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/leads/:id/history",
    {
      config: { access: "staff" },
      schema: { params: z.object({ id: leadIdSchema }), response: { 200: z.array(historyEntrySchema) } },
    },
    async (request) => {
      await requireLead(app.database.db, request.params.id);
      return listHistory(app.database.db, request.params.id);
    },
  );
};

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { leadStoryQuerySchema, leadStorySchema } from "../../../contract/lead-story";
import { leadIdSchema } from "../../../contract/leads";
import { DEFAULT_LOCALE } from "../../../contract/locale";
import { mergedInto } from "../duplicates/merge.service";
import { findLead } from "./leads.repository";
import { leadNotFound } from "./leads-staff.service";
import { leadStory } from "./leads-staff-story.service";

/**
 * GET /api/leads/{id}/story: where the lead came from and what the seller told us, for the lead page (read
 * with the lead itself, whose read is on the audit trail). Staff only, as the lead is.
 */
export const leadsStaffStoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    "/api/leads/:id/story",
    {
      config: { access: "staff" },
      schema: {
        params: z.object({ id: leadIdSchema }),
        querystring: leadStoryQuerySchema,
        response: { 200: leadStorySchema },
      },
    },
    async (request, reply) => {
      const lead = await findLead(db, request.params.id);
      if (lead) return leadStory(db, lead, request.query.locale ?? DEFAULT_LOCALE);
      // A lead merged into another tells the kept one's story (decision 019), as the lead's own read does.
      const into = await mergedInto(db, request.params.id);
      if (into) {
        const query = request.query.locale ? `?locale=${request.query.locale}` : "";
        return reply.redirect(`/api/leads/${encodeURIComponent(into)}/story${query}`, 308);
      }
      throw leadNotFound();
    },
  );
};

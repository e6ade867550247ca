import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DEFAULT_LEAD_LIST_SORT,
  type LeadListSort,
  leadCountsSchema,
  staffLeadListQuerySchema,
  staffLeadListSchema,
  updateLeadInputSchema,
} from "../../../contract/crm";
import { leadIdSchema, staffLeadSchema } from "../../../contract/leads";
import { decodeCursor, encodeCursor, type SortCursor } from "../../lib/sort-cursor";
import { withScores } from "../nurture/score.service";
import { toStaffLead } from "./leads.mapping";
import { isCreatedSort, leadListExtras } from "./leads-list-sort.repository";
import { leadCounts, listLeadPageWithTotal, warmTrigramSample } from "./leads-staff.repository";
import { updateLeadAsStaff } from "./leads-staff.service";

/** A cursor of the list in `sort`; a cursor of another order is refused like any bad cursor (decision 033). */
export const decodeLeadCursor = (cursor: string, sort: LeadListSort = DEFAULT_LEAD_LIST_SORT): SortCursor =>
  decodeCursor(cursor, !isCreatedSort(sort));

/** The staff side of leads: list with search and keyset paging, counters, and edits with history. */
export const leadsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // The first search after a start would otherwise wait for the search statistics (decision 013). On
  // PGlite the query runs on the server's own thread (~0.35 s of a 2 s start with the demo data): there it
  // is read shortly after the start rather than during it.
  let warm: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    warm = setTimeout(() => warmTrigramSample(db), app.database.driver === "pglite" ? 2000 : 0);
    warm.unref();
  });
  app.addHook("preClose", async () => clearTimeout(warm));

  app.get(
    "/api/leads",
    {
      config: { access: "staff" },
      schema: { querystring: staffLeadListQuerySchema, response: { 200: staffLeadListSchema } },
    },
    async (request, reply) => {
      const { q, type, view, limit, cursor, sort } = request.query;
      const filter = { q: q?.trim() || undefined, type, view };
      const { page, total } = await listLeadPageWithTotal(db, {
        ...filter,
        limit,
        sort,
        cursor: cursor ? decodeLeadCursor(cursor, sort) : undefined,
      });
      reply.header("X-Total-Count", String(total.count));
      if (total.capped) reply.header("X-Total-Count-Capped", "true");
      if (page.next) {
        const params = new URLSearchParams();
        if (filter.q) params.set("q", filter.q);
        if (type) params.set("type", type);
        if (view !== "active") params.set("view", view);
        if (sort !== DEFAULT_LEAD_LIST_SORT) params.set("sort", sort);
        params.set("limit", String(limit));
        params.set("cursor", encodeCursor(page.next));
        reply.header("Link", `</api/leads?${params}>; rel="next"`);
      }
      const extras = await leadListExtras(db, page.rows);
      const listed = page.rows.map((row) => ({
        ...toStaffLead(row),
        agentName: extras.get(row.id)?.agentName ?? null,
        nextReminder: extras.get(row.id)?.nextReminder ?? null,
      }));
      return withScores(db, listed, page.rows);
    },
  );

  app.get("/api/leads/counts", { config: { access: "staff" }, schema: { response: { 200: leadCountsSchema } } }, () =>
    leadCounts(db),
  );

  app.patch(
    "/api/leads/:id",
    {
      config: { access: "staff" },
      schema: {
        params: z.object({ id: leadIdSchema }),
        body: updateLeadInputSchema,
        response: { 200: staffLeadSchema },
      },
    },
    async (request) => {
      const user = request.user as NonNullable<typeof request.user>;
      const editor = { userId: user.id, role: user.role };
      const result = await updateLeadAsStaff(db, request.params.id, request.body, editor, app.config.publicUrl);
      if (result.queuedEmails) app.mail.kick();
      return toStaffLead(result.lead);
    },
  );
};

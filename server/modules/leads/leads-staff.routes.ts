import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { leadCountsSchema, leadListQuerySchema, leadListSchema, updateLeadInputSchema } from "../../../contract/crm";
import { errorText } from "../../../contract/errors";
import { leadIdSchema, staffLeadSchema } from "../../../contract/leads";
import { HttpError } from "../../lib/http-error";
import { toStaffLead } from "./leads.mapping";
import { leadCounts, listLeadPageWithTotal, warmTrigramSample } from "./leads-staff.repository";
import { updateLeadAsStaff } from "./leads-staff.service";

export const encodeCursor = (c: { createdAt: string; id: string }) =>
  Buffer.from(JSON.stringify([c.createdAt, c.id])).toString("base64url");

export function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as unknown[];
    if (typeof createdAt === "string" && !Number.isNaN(Date.parse(createdAt)) && leadIdSchema.safeParse(id).success) {
      return { createdAt, id: id as string };
    }
  } catch {
    // fall through
  }
  throw new HttpError(
    400,
    "Invalid cursor",
    "validation_error",
    [{ path: "querystring.cursor", message: "Invalid cursor" }],
    errorText("invalid_cursor", {}),
  );
}

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
    { config: { access: "staff" }, schema: { querystring: leadListQuerySchema, response: { 200: leadListSchema } } },
    async (request, reply) => {
      const { q, type, view, limit, cursor } = request.query;
      const filter = { q: q?.trim() || undefined, type, view };
      const { page, total } = await listLeadPageWithTotal(db, {
        ...filter,
        limit,
        cursor: cursor ? decodeCursor(cursor) : undefined,
      });
      reply.header("X-Total-Count", String(total.count));
      if (total.capped) reply.header("X-Total-Count-Capped", "true");
      if (page.next) {
        const params = new URLSearchParams();
        if (filter.q) params.set("q", filter.q);
        if (type) params.set("type", type);
        if (view !== "active") params.set("view", view);
        params.set("limit", String(limit));
        params.set("cursor", encodeCursor(page.next));
        reply.header("Link", `</api/leads?${params}>; rel="next"`);
      }
      return page.rows.map(toStaffLead);
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

import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditFilterSchema, auditListQuerySchema, auditPageSchema } from "../../../contract/audit";
import { csvCell } from "../../lib/csv-cell";
import { listAuditPage } from "./audit.repository";
import { auditActor, recordAudit } from "./audit.service";

const columns = ["Time", "Actor ID", "Actor", "API key", "Action", "Subject", "Person", "Details", "IP"];

/** The audit trail for admins (decision 021): a filtered, keyset-paged list and its CSV. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    "/api/admin/audit",
    {
      config: { access: ["admin"] },
      schema: { querystring: auditListQuerySchema, response: { 200: auditPageSchema } },
    },
    (request) => listAuditPage(db, request.query),
  );

  app.get(
    "/api/admin/audit/export.csv",
    { config: { access: ["admin"] }, schema: { querystring: auditFilterSchema } },
    async (request, reply) => {
      const { actorId, action, from, to } = request.query;
      const filter = { actorId, action, from, to };
      const lines = [columns.map(csvCell).join(",")];
      let cursor: number | undefined;
      let rows = 0;
      do {
        const page = await listAuditPage(db, { ...filter, limit: 500, cursor });
        for (const e of page.entries) {
          const details = e.details ? JSON.stringify(e.details) : "";
          lines.push(
            [e.at, e.actorId, e.actorEmail, e.apiKeyName, e.action, e.subject, e.subjectMasked, details, e.ip]
              .map(csvCell)
              .join(","),
          );
        }
        rows += page.entries.length;
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      // The export is itself recorded, after it was read (so it is not in its own file).
      await recordAudit(db, {
        ...auditActor(request),
        action: "audit.export",
        subject: "audit",
        details: { filter, rows },
      });
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="audit-${date}.csv"`)
        .send(`\uFEFF${lines.join("\r\n")}\r\n`);
    },
  );
};

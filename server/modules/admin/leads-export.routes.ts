import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { leadListQuerySchema } from "../../../contract/crm";
import { listLeadPage } from "../leads/leads-staff.repository";

/** A cell that a spreadsheet would run as a formula is prefixed with ' (OWASP CSV injection). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const columns = [
  ["id", "ID"],
  ["createdAt", "Created"],
  ["type", "Type"],
  ["status", "Status"],
  ["fullName", "Name"],
  ["email", "Email"],
  ["phone", "Phone"],
  ["address", "Address"],
  ["unit", "Unit"],
  ["city", "City"],
  ["province", "Province"],
  ["postalCode", "Postal code"],
  ["movingTimeframe", "Timeframe"],
  ["condition", "Condition"],
  ["agentId", "Agent ID"],
  ["tag", "Tag"],
  ["source", "Source"],
] as const;

/** CSV of the leads matching the current filter, newest first, streamed page by page. */
export const leadsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/leads/export.csv",
    {
      config: { access: ["admin", "manager"] },
      schema: { querystring: leadListQuerySchema.pick({ q: true, type: true }) },
    },
    async (request, reply) => {
      const filter = { q: request.query.q || undefined, type: request.query.type };
      const lines = [columns.map(([, label]) => label).join(",")];
      let cursor: { createdAt: string; id: string } | undefined;
      do {
        const page = await listLeadPage(app.database.db, { ...filter, limit: 500, cursor });
        for (const lead of page.rows) lines.push(columns.map(([key]) => csvCell(lead[key])).join(","));
        cursor = page.next;
      } while (cursor);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="leads-${date}.csv"`)
        .send(`\uFEFF${lines.join("\r\n")}\r\n`);
    },
  );
};

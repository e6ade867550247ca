import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffLeadListQuerySchema } from "../../../contract/crm";
import { stageLabels } from "../../../contract/pipeline";
import { csvCell } from "../../lib/csv-cell";
import type { SortCursor } from "../../lib/sort-cursor";
import { auditActor, recordAudit } from "../audit/audit.service";
import { listLeadPage } from "../leads/leads-staff.service";
import { staffNamesById } from "./admin-agents.repository";

const columns = [
  ["id", "ID"],
  ["createdAt", "Created"],
  ["type", "Type"],
  // The lead's state for staff is its stage; how far the seller got in our forms is only that.
  ["stageLabel", "Stage"],
  ["status", "Form progress"],
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
  ["agentName", "Agent"],
  ["tag", "Tag"],
  ["source", "Source"],
] as const;

/** CSV of the leads matching the current filter, newest first, streamed page by page. */
export const leadsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/leads/export.csv",
    {
      config: { access: ["admin", "manager"] },
      // The list's own query (without its paging), so the file holds what the list shows.
      schema: { querystring: staffLeadListQuerySchema.omit({ limit: true, cursor: true }) },
    },
    async (request, reply) => {
      const { q, type, view, sort } = request.query;
      const filter = { q: q || undefined, type, view };
      const lines = [columns.map(([, label]) => csvCell(label)).join(",")];
      let cursor: SortCursor | undefined;
      do {
        const page = await listLeadPage(app.database.db, { ...filter, sort, limit: 500, cursor });
        // The agent by name, as the list shows it; an id means nothing to whoever opens the file.
        const names = await staffNamesById(
          app.database.db,
          page.rows.flatMap((l) => (l.agentId ? [l.agentId] : [])),
        );
        for (const lead of page.rows) {
          const row = {
            ...lead,
            stageLabel: stageLabels[lead.stage],
            agentName: lead.agentId ? (names.get(lead.agentId) ?? "") : "",
          };
          lines.push(columns.map(([key]) => csvCell(row[key])).join(","));
        }
        cursor = page.next;
      } while (cursor);
      // Audited (decision 021) without the search term itself, which may be a seller's name.
      await recordAudit(app.database.db, {
        ...auditActor(request),
        action: "leads.export",
        subject: "leads",
        details: { type: type ?? null, view, searched: Boolean(filter.q), rows: lines.length - 1 },
      });
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="leads-${date}.csv"`)
        .send(`\uFEFF${lines.join("\r\n")}\r\n`);
    },
  );
};

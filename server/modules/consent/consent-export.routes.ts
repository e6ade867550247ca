import { addDays } from "date-fns";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consentExportQuerySchema } from "../../../contract/privacy-settings";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema/index";
import { csvCell } from "../admin/leads-export.routes";
import { emailHash } from "../privacy/person-hash";
import { listConsentEvents } from "./consent.repository";

const columns = [
  ["occurredAt", "Occurred at"],
  ["action", "Action"],
  ["basis", "Basis"],
  ["purpose", "Purpose"],
  ["expiresAt", "Expires at"],
  ["channel", "Channel"],
  ["form", "Form"],
  ["textVersion", "Consent text version"],
  ["locale", "Language"],
  ["ip", "IP"],
  ["leadId", "Lead ID"],
  ["emailHash", "E-mail hash"],
  ["phoneHash", "Phone hash"],
  ["recordedBy", "Recorded by (user ID)"],
] as const;

/**
 * The export is itself audited (issue 22). Part 2's `recordAudit` (server/modules/audit/audit.service.ts)
 * writes the same row; until it is on main this writes it directly, with the same fields.
 */
async function recordExport(
  db: Database,
  record: {
    actorId: number | null;
    actorEmail: string | null;
    subject: string;
    details: Record<string, unknown>;
    ip: string;
  },
) {
  await db.insert(auditLog).values({ ...record, action: "consent.export" });
}

/** CSV of the consent ledger for one person (by e-mail, matched by its hash) and/or a period: admins only. */
export const consentExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/consent/export.csv",
    { config: { access: ["admin"] }, schema: { querystring: consentExportQuerySchema } },
    async (request, reply) => {
      const { email, from, to } = request.query;
      const hash = email ? (emailHash(email) ?? undefined) : undefined;
      const rows = await listConsentEvents(app.database.db, {
        emailHash: hash,
        from: from ? new Date(`${from}T00:00:00.000Z`) : undefined,
        // `to` is a whole day: the period ends at the next midnight (UTC).
        to: to ? addDays(new Date(`${to}T00:00:00.000Z`), 1) : undefined,
      });
      await recordExport(app.database.db, {
        actorId: request.user?.id ?? null,
        actorEmail: request.user?.email ?? null,
        // The person by hash only: the audit trail holds no address in clear.
        subject: hash ? `person:${hash}` : "period",
        details: { from: from ?? null, to: to ?? null, rows: rows.length },
        ip: request.ip,
      });
      const lines = [columns.map(([, label]) => csvCell(label)).join(",")];
      for (const row of rows) lines.push(columns.map(([key]) => csvCell(row[key])).join(","));
      const name = hash ? `consent-${hash.slice(0, 12)}` : `consent-${from ?? "start"}-${to ?? "now"}`;
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="${name}.csv"`)
        .header("Cache-Control", "no-store")
        .send(`\uFEFF${lines.join("\r\n")}\r\n`);
    },
  );
};

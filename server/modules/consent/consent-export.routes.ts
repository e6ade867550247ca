import { addDays } from "date-fns";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { consentExportQuerySchema } from "../../../contract/privacy-settings";
import { csvCell } from "../../lib/csv-cell";
import { auditActor, recordAudit } from "../audit/audit.service";
import { emailHash } from "../privacy/index";
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
      // The export is itself audited (decision 021).
      await recordAudit(app.database.db, {
        ...auditActor(request),
        action: "consent.export",
        // The person by hash only: the audit trail holds no address in clear.
        subject: hash ? `person:${hash}` : "period",
        details: { from: from ?? null, to: to ?? null, rows: rows.length },
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

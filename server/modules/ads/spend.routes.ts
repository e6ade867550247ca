import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adSpendImportResultSchema,
  adSpendImportSchema,
  adSpendInputSchema,
  adSpendListSchema,
  adSpendQuerySchema,
  adsReportQuerySchema,
  adsReportSchema,
} from "../../../contract/ads";
import { httpError } from "../../lib/http-error";
import type { UserRow } from "../auth/users.service";
import { adsReport, adsReportCsv } from "./ads-report.service";
import { deleteSpend, importSpend, listSpend, upsertSpend } from "./spend.repository";
import { parseSpendCsv } from "./spend-csv";

const admin = ["admin"] as const;
const managers = ["admin", "manager"] as const;

/** Spend per source, campaign and month (admins), and the cost-per-listing report (managers), decision 053. */
export const spendRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const me = (request: { user: UserRow | null }) => request.user as UserRow;

  app.get(
    "/api/admin/ads/spend",
    { config: { access: admin }, schema: { querystring: adSpendQuerySchema, response: { 200: adSpendListSchema } } },
    (request) => listSpend(db, request.query.from, request.query.to),
  );

  app.put(
    "/api/admin/ads/spend",
    { config: { access: admin }, schema: { body: adSpendInputSchema, response: { 200: adSpendListSchema } } },
    async (request) => {
      await upsertSpend(db, [request.body], me(request).id);
      return listSpend(db, request.body.month, request.body.month);
    },
  );

  app.delete(
    "/api/admin/ads/spend/:id",
    { config: { access: admin }, schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      if (!(await deleteSpend(db, request.params.id))) throw httpError("spend_not_found", {});
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/admin/ads/spend/import",
    {
      config: { access: admin },
      bodyLimit: 2_100_000,
      schema: { body: adSpendImportSchema, response: { 200: adSpendImportResultSchema } },
    },
    async (request) => {
      const rows = parseSpendCsv(request.body.csv);
      await importSpend(db, rows, me(request).id);
      return { rows: rows.length };
    },
  );

  app.get(
    "/api/reports/ads",
    { config: { access: managers }, schema: { querystring: adsReportQuerySchema, response: { 200: adsReportSchema } } },
    (request) => adsReport(db, request.query),
  );

  app.get(
    "/api/reports/ads.csv",
    { config: { access: managers }, schema: { querystring: adsReportQuerySchema } },
    async (request, reply) => {
      const report = await adsReport(db, request.query);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="cost-per-listing-${report.from}-${report.to}.csv"`)
        .send(adsReportCsv(report));
    },
  );
};

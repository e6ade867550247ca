import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { retentionSettingsSchema, retentionStatusSchema } from "../../../contract/privacy-settings";
import { readRetentionStatus, runRetention, saveRetentionSettings } from "./retention.service";

/** Retention periods, the job's next and last run, and a run on demand: admins only (decision 021). */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const access = ["admin"] as const;

  app.get("/api/admin/retention", { config: { access }, schema: { response: { 200: retentionStatusSchema } } }, () =>
    readRetentionStatus(db),
  );

  app.put(
    "/api/admin/retention",
    { config: { access }, schema: { body: retentionSettingsSchema, response: { 200: retentionStatusSchema } } },
    async (request) => {
      await saveRetentionSettings(db, request.body);
      return readRetentionStatus(db);
    },
  );

  app.post(
    "/api/admin/retention/run",
    { config: { access }, schema: { response: { 200: retentionStatusSchema } } },
    async () => {
      await runRetention(db, new Date());
      return readRetentionStatus(db);
    },
  );
};

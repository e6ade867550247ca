import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { getSetting } from "../settings/settings.service";
import { reassignIdleLeads } from "./reassign";

const CHECK_EVERY_MS = 60_000;

/**
 * Idle-lead reassignment, a cluster-wide job (runs where RUN_JOBS is true): every minute when the
 * setting `poolReassignMinutes` is above 0.
 */
export const reassignPlugin = fp(async (app: FastifyInstance) => {
  app.scheduler.every(
    "pool-reassign",
    CHECK_EVERY_MS,
    async () => {
      const minutes = Number(await getSetting(app.database.db, "poolReassignMinutes"));
      if (!Number.isFinite(minutes) || minutes <= 0) return;
      const moved = await reassignIdleLeads(app.database.db, { minutes, publicUrl: app.config.publicUrl });
      if (moved > 0) {
        app.log.info({ moved }, "reassigned idle leads");
        app.mail.kick();
        app.push.kick();
      }
    },
    { jobs: true },
  );
});

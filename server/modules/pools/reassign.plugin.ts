import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { getSetting } from "../settings/settings.repository";
import { reassignIdleLeads } from "./reassign";

const CHECK_EVERY_MS = 60_000;

/** Runs idle-lead reassignment every minute when the setting `poolReassignMinutes` is above 0. */
export const reassignPlugin = fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      const minutes = Number(await getSetting(app.database.db, "poolReassignMinutes"));
      if (!Number.isFinite(minutes) || minutes <= 0) return;
      const moved = await reassignIdleLeads(app.database.db, { minutes, publicUrl: app.config.publicUrl });
      if (moved > 0) {
        app.log.info({ moved }, "reassigned idle leads");
        app.mail.kick();
      }
    } catch (error) {
      app.log.error({ err: error }, "idle lead reassignment failed");
    }
  };
  app.addHook("onReady", async () => {
    if (app.config.nodeEnv === "test" || !app.config.runJobs) return;
    timer = setInterval(() => void tick(), CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook("preClose", async () => clearInterval(timer));
});

import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { pushDueReminders } from "./reminder-push";

/** The push module's scheduled job (a cluster-wide one, where RUN_JOBS is true): reminders falling due. */
export const pushJobsPlugin = fp(async (app: FastifyInstance) => {
  app.scheduler.every(
    "push-reminders-due",
    30_000,
    async () => {
      if ((await pushDueReminders(app.database.db, new Date())) > 0) app.push.kick();
    },
    { jobs: true },
  );
});

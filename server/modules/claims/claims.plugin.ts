import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { escalateOverdueLeads, settleExpiredOffers } from "./claims.service";

/**
 * The cluster-wide jobs of first-to-claim and escalation (decision 036), where RUN_JOBS is true: offers
 * nobody claimed go to their fallback, and assigned leads with no first contact past their pool's response
 * window are escalated. Both lock rows with SKIP LOCKED, so a second runner only finds other rows.
 */
export const claimsPlugin = fp(async (app: FastifyInstance) => {
  const kick = () => {
    app.push.kick();
    app.mail.kick();
  };
  app.scheduler.every(
    "lead-offers",
    10_000,
    async () => {
      if ((await settleExpiredOffers(app.database.db, new Date(), app.config.publicUrl)) > 0) kick();
    },
    { jobs: true },
  );
  app.scheduler.every(
    "lead-escalation",
    30_000,
    async () => {
      if ((await escalateOverdueLeads(app.database.db, new Date(), app.config.publicUrl)) > 0) kick();
    },
    { jobs: true },
  );
});

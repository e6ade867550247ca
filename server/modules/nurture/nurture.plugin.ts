import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { guideFetched, leadSentFormAgain } from "./lead-nurture.service";
import { nurtureRoutes } from "./nurture.routes";
import { runNurtureTick, type StepRunResult } from "./step-runner.service";

/** How often the one nurture job looks for due steps and rule starts. */
const TICK_MS = 60_000;
export const NURTURE_JOB = "nurture-steps";

export interface Nurture {
  /** The clock every nurture decision reads (tests move it: `setClock`). */
  now(): Date;
  setClock(clock: (() => Date) | null): void;
  /** The last tick's figures (for tests and logs). */
  lastTick(): StepRunResult | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    nurture: Nurture;
  }
}

/**
 * Action plans, signals and scores (decision 039). One cluster-wide scheduler job runs the plans (rule
 * starts, due steps: each claimed FOR UPDATE SKIP LOCKED, so any number of processes share the table);
 * two response hooks turn first-party requests into signals without the guide or lead modules knowing.
 */
export const nurturePlugin = fp(async (app: FastifyInstance) => {
  let clock: (() => Date) | null = null;
  let last: StepRunResult | undefined;
  app.decorate<Nurture>("nurture", {
    now: () => (clock ? clock() : new Date()),
    setClock: (next) => {
      clock = next;
    },
    lastTick: () => last,
  });

  app.scheduler.every(
    NURTURE_JOB,
    TICK_MS,
    async () => {
      last = await runNurtureTick({ db: app.database.db, publicUrl: app.config.publicUrl }, app.nurture.now());
      if (last.emails > 0) app.mail.kick();
      if (last.done + last.stopped + last.started > 0) app.log.info({ nurture: last }, "action plans ran");
    },
    { jobs: true },
  );

  // The guide page loads its guide through this route (in the browser, or while rendered on the server).
  app.addHook("onSend", async (request, reply) => {
    if (reply.statusCode !== 200) return;
    const route = request.routeOptions.url;
    try {
      if (request.method === "GET" && route === "/api/sellers-guide/:token") {
        const { token } = request.params as { token: string };
        if (await guideFetched(app.database.db, token, app.nurture.now(), app.config.publicUrl)) app.mail.kick();
      } else if (request.method === "POST" && route === "/api/leads") {
        // A new final lead may match a plan's rule: the job runs now rather than within the minute (it
        // claims with SKIP LOCKED and starts a plan once per lead, so running it from any process is safe).
        void app.scheduler.runNow(NURTURE_JOB);
        const id = (request.body as { id?: unknown } | undefined)?.id;
        if (
          typeof id === "string" &&
          (await leadSentFormAgain(app.database.db, id, app.nurture.now(), app.config.publicUrl))
        )
          app.mail.kick();
      }
    } catch (error) {
      request.log.warn({ err: error }, "nurture: a signal could not be recorded");
    }
  });

  await app.register(nurtureRoutes);
});

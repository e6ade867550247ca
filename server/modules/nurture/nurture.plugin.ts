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
  /** A plan was made or changed here: lead saves run the job early again until a tick says no rule plan exists. */
  plansChanged(): void;
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
  // Whether any plan starts by a rule (as of the last tick or plan change here): a lead save runs the job
  // early only then, and at most one early run waits at a time.
  let rulePlans = true;
  let early = false;
  const kickTick = () => {
    if (!rulePlans || early) return;
    early = true;
    void app.scheduler.runNow(NURTURE_JOB).finally(() => {
      early = false;
    });
  };

  app.decorate<Nurture>("nurture", {
    now: () => (clock ? clock() : new Date()),
    setClock: (next) => {
      clock = next;
    },
    lastTick: () => last,
    plansChanged: () => {
      rulePlans = true;
    },
  });

  app.scheduler.every(
    NURTURE_JOB,
    TICK_MS,
    async () => {
      last = await runNurtureTick({ db: app.database.db, publicUrl: app.config.publicUrl }, app.nurture.now());
      rulePlans = last.rulePlans;
      if (last.emails > 0) app.mail.kick();
      if (last.done + last.stopped + last.started > 0) app.log.info({ nurture: last }, "action plans ran");
    },
    { jobs: true },
  );

  // The guide page loads its guide through this route (in the browser, or while rendered on the server).
  app.addHook("onSend", async (request, reply) => {
    if (
      reply.statusCode !== 200 ||
      request.method !== "GET" ||
      request.routeOptions.url !== "/api/sellers-guide/:token"
    )
      return;
    try {
      const { token } = request.params as { token: string };
      if (await guideFetched(app.database.db, token, app.nurture.now(), app.config.publicUrl)) app.mail.kick();
    } catch (error) {
      request.log.warn({ err: error }, "nurture: a signal could not be recorded");
    }
  });

  // A lead saved as final, after the visitor has their answer (the capture path waits for nothing here).
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode !== 200 || request.method !== "POST" || request.routeOptions.url !== "/api/leads") return;
    // A new final lead may match a plan's rule: the job runs now rather than within the minute (it claims
    // with SKIP LOCKED and starts a plan once per lead, so running it from any process is safe).
    kickTick();
    try {
      const id = (request.body as { id?: unknown } | undefined)?.id;
      if (
        typeof id === "string" &&
        (await leadSentFormAgain(app.database.db, id, app.nurture.now(), app.config.publicUrl))
      )
        app.mail.kick();
    } catch (error) {
      request.log.warn({ err: error }, "nurture: a signal could not be recorded");
    }
  });

  await app.register(nurtureRoutes);
});

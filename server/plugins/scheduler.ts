import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface JobOptions {
  /**
   * Cluster-wide work (retention, idle-lead reassignment): runs on a timer only where RUN_JOBS is true.
   * Without it the job is per-process housekeeping (an in-memory sweep, a purge) and runs everywhere.
   */
  jobs?: boolean;
}

/** A background loop that runs on its own (a queue worker's claim loop): the scheduler starts and stops it. */
export interface BackgroundWorker {
  start(): void;
  /** Resolves once the work in flight has finished. */
  stop(): Promise<void>;
}

export interface ScheduledJobInfo {
  name: string;
  /** The pause between two runs; undefined for a worker with its own loop. */
  everyMs: number | undefined;
  jobs: boolean;
  /** Whether this process runs it (false for a cluster-wide job where RUN_JOBS is false, and before ready). */
  started: boolean;
}

export interface Scheduler {
  /** Runs `run` every `everyMs` from ready to close, one run at a time; a failed run is logged, not fatal. */
  every(name: string, everyMs: number, run: () => Promise<unknown>, options?: JobOptions): void;
  /** Starts a worker on ready and stops it on close (waiting for its work in flight). */
  worker(name: string, worker: BackgroundWorker, options?: JobOptions): void;
  /**
   * Runs a periodic job now, whatever RUN_JOBS says, after the run in flight if there is one; resolves
   * when it has finished (a failure is logged, as on the timer).
   */
  runNow(name: string): Promise<void>;
  list(): ScheduledJobInfo[];
}

declare module "fastify" {
  interface FastifyInstance {
    /** The one home of every periodic or background job (decision 028). */
    scheduler: Scheduler;
  }
}

interface Entry {
  name: string;
  jobs: boolean;
  started: boolean;
  everyMs?: number;
  run?: () => Promise<unknown>;
  worker?: BackgroundWorker;
  timer?: NodeJS.Timeout;
  /** The run in flight or queued last: runs of one job follow each other, never overlap. */
  tail: Promise<void>;
}

/**
 * One scheduler for the process: timers start on ready and stop on close, a job never runs twice at once
 * here, and jobs marked `jobs` (cluster-wide) run only where RUN_JOBS is true. Jobs that must run once
 * for the whole fleet also claim their run in PostgreSQL (retention), or are safe to run anywhere
 * (reassignment takes row locks).
 */
export const schedulerPlugin = fp(async (app: FastifyInstance) => {
  const entries = new Map<string, Entry>();
  let phase: "registering" | "running" | "closed" = "registering";

  const add = (entry: Entry) => {
    if (entries.has(entry.name)) throw new Error(`scheduler: "${entry.name}" is already registered`);
    entries.set(entry.name, entry);
    if (phase === "running") start(entry);
  };

  const execute = (entry: Entry): Promise<void> => {
    const run = entry.run;
    if (!run) return Promise.resolve();
    entry.tail = entry.tail.then(async () => {
      if (phase === "closed") return;
      try {
        await run();
      } catch (error) {
        app.log.error({ err: error, job: entry.name }, "scheduled job failed");
      }
    });
    return entry.tail;
  };

  const arm = (entry: Entry) => {
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      void execute(entry).then(() => {
        if (phase === "running" && entry.started) arm(entry);
      });
    }, entry.everyMs);
    entry.timer.unref();
  };

  const start = (entry: Entry) => {
    if (entry.jobs && !app.config.runJobs) return;
    entry.started = true;
    if (entry.worker) entry.worker.start();
    else arm(entry);
  };

  const stop = async (entry: Entry) => {
    const wasStarted = entry.started;
    entry.started = false;
    clearTimeout(entry.timer);
    entry.timer = undefined;
    await Promise.all([entry.tail, wasStarted ? entry.worker?.stop() : undefined]);
  };

  app.decorate<Scheduler>("scheduler", {
    every(name, everyMs, run, options = {}) {
      add({ name, everyMs, run, jobs: options.jobs ?? false, started: false, tail: Promise.resolve() });
    },
    worker(name, worker, options = {}) {
      add({ name, worker, jobs: options.jobs ?? false, started: false, tail: Promise.resolve() });
    },
    runNow(name) {
      const entry = entries.get(name);
      if (!entry?.run) throw new Error(`scheduler: no periodic job named "${name}"`);
      return execute(entry);
    },
    list() {
      return [...entries.values()].map(({ name, everyMs, jobs, started }) => ({ name, everyMs, jobs, started }));
    },
  });

  app.addHook("onReady", async () => {
    phase = "running";
    for (const entry of entries.values()) start(entry);
  });
  app.addHook("onClose", async () => {
    phase = "closed";
    await Promise.all([...entries.values()].map(stop));
  });
});

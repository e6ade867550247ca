import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/build-test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await pause(5);
  }
}

/** Which of the app's own jobs this process runs. */
const startedJobs = (app: TestApp["app"]) =>
  Object.fromEntries(app.scheduler.list().map(({ name, jobs, started }) => [name, { jobs, started }]));

describe("the scheduler", () => {
  it("runs cluster-wide jobs only where RUN_JOBS is true, housekeeping and the queues everywhere", async () => {
    // (The mail queue runs where SMTP_URL is set, in every process too; the test apps have none.)
    const housekeeping = {
      webhooks: { jobs: false, started: true },
      "rate-limit-purge": { jobs: false, started: true },
      "sign-in-throttle-purge": { jobs: false, started: true },
      "lead-import": { jobs: false, started: true },
      push: { jobs: false, started: true },
      "event-stream-recheck": { jobs: false, started: true },
      "sold-home-import": { jobs: false, started: true },
      "home-value-refresh": { jobs: false, started: true },
      // Decision 062: the assistant's queue of seller messages, a queue like the others.
      assistant: { jobs: false, started: true },
    };
    t = await buildTestApp({ RUN_JOBS: "false" });
    expect(startedJobs(t.app)).toEqual({
      ...housekeeping,
      "pool-reassign": { jobs: true, started: false },
      "lead-offers": { jobs: true, started: false },
      "lead-escalation": { jobs: true, started: false },
      "push-reminders-due": { jobs: true, started: false },
      retention: { jobs: true, started: false },
      "home-value-accuracy": { jobs: true, started: false },
      "home-value-report": { jobs: true, started: false },
      "nurture-steps": { jobs: true, started: false },
    });
    await t.close();

    t = await buildTestApp({ RUN_JOBS: "true" });
    expect(startedJobs(t.app)).toEqual({
      ...housekeeping,
      "pool-reassign": { jobs: true, started: true },
      "lead-offers": { jobs: true, started: true },
      "lead-escalation": { jobs: true, started: true },
      "push-reminders-due": { jobs: true, started: true },
      retention: { jobs: true, started: true },
      "home-value-accuracy": { jobs: true, started: true },
      "home-value-report": { jobs: true, started: true },
      "nurture-steps": { jobs: true, started: true },
    });
    await t.close();
    // Closed: nothing runs any more.
    expect(t.app.scheduler.list().filter((job) => job.started)).toEqual([]);
    t = undefined;
  });

  it("never runs one job twice at once, logs a failed run and keeps going, and close waits for the run in flight", async () => {
    t = await buildTestApp();
    let active = 0;
    let mostActive = 0;
    let runs = 0;
    let finished = 0;
    t.app.scheduler.every("probe", 5, async () => {
      active++;
      mostActive = Math.max(mostActive, active);
      runs++;
      try {
        await pause(20);
        if (runs === 2) throw new Error("probe broke");
      } finally {
        active--;
        finished++;
      }
    });
    // Runs asked for while the timer's run is going wait for it.
    await Promise.all([t.app.scheduler.runNow("probe"), t.app.scheduler.runNow("probe")]);
    await until(() => runs >= 5);
    expect(mostActive).toBe(1);
    expect(t.logs()).toMatch(/"job":"probe".*"msg":"scheduled job failed"/);
    expect(t.logs()).toContain("probe broke");

    // A run in flight when the app closes finishes before close resolves; none starts afterwards.
    await until(() => active === 1);
    await t.close();
    expect(active).toBe(0);
    const after = finished;
    await pause(50);
    expect(finished).toBe(after);
    t = undefined;
  });

  it("keeps a cluster-wide job off its timer where RUN_JOBS is false, and runs it on request", async () => {
    t = await buildTestApp({ RUN_JOBS: "false" });
    let runs = 0;
    t.app.scheduler.every(
      "cluster-probe",
      5,
      async () => {
        runs++;
      },
      { jobs: true },
    );
    await pause(100);
    expect(runs).toBe(0);
    await t.app.scheduler.runNow("cluster-probe");
    expect(runs).toBe(1);
  });

  it("runs a cluster-wide job on its timer where RUN_JOBS is true", async () => {
    t = await buildTestApp({ RUN_JOBS: "true" });
    let runs = 0;
    t.app.scheduler.every(
      "cluster-probe",
      5,
      async () => {
        runs++;
      },
      { jobs: true },
    );
    await until(() => runs >= 2);
  });

  it("refuses a second job of the same name and a run of an unknown one", async () => {
    t = await buildTestApp();
    expect(() => t?.app.scheduler.every("retention", 1000, async () => {})).toThrow(
      'scheduler: "retention" is already registered',
    );
    expect(() => t?.app.scheduler.runNow("no-such-job")).toThrow('scheduler: no periodic job named "no-such-job"');
  });
});

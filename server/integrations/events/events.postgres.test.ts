import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveEvent } from "../../../contract/crm";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { withAdminClient } from "../../test/test-database";
import { EVENTS_CHANNEL, publishEvent } from "./events.plugin";

// PostgreSQL pass only: the LISTEN connection is a real backend that the test terminates.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const terminateListener = () =>
  withAdminClient((c) =>
    c.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()", [
      `LISTEN "${EVENTS_CHANNEL}"`,
    ]),
  );

describe("live events across a lost LISTEN connection", () => {
  it("listens again, tells subscribers to catch up, and delivers later events", async () => {
    const received: LiveEvent[] = [];
    let gaps = 0;
    const unsubscribe = t.app.events.subscribe(
      (event) => received.push(event),
      () => gaps++,
    );
    await terminateListener();
    await expect.poll(() => gaps, { timeout: 8000 }).toBe(1);
    await publishEvent(t.db, { type: "lead", leadId: "lead_1700000000000_after1" });
    await expect.poll(() => received.map((e) => e.leadId), { timeout: 3000 }).toContain("lead_1700000000000_after1");
    unsubscribe();
  });
});

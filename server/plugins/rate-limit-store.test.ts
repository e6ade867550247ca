import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, PreparedSql } from "../db/client";
import { leads, rateLimitCounters } from "../db/schema/index";
import { buildTestAppPair, type TestApp } from "../test/build-test-app";
import { sameOrigin } from "../test/factories";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { hitCounter, readCounter } from "./rate-limit-store";

describe("shared counters (decision 031)", () => {
  let store: TestDatabase;
  /** The test database's handle, noting the hits each increment statement carries. */
  let database: DatabaseHandle;
  let sent: number[];
  beforeAll(async () => {
    store = await createTestDatabase();
    const real = store.handle;
    database = {
      ...real,
      query<Row>(statement: PreparedSql, params: unknown[]) {
        if (statement.name.startsWith("rate_limit_incr")) sent.push(params[2] as number);
        return real.query<Row>(statement, params);
      },
    };
  });
  afterAll(() => store.dispose());

  it("counts hits that arrive together in one statement, each at its own place", async () => {
    sent = [];
    const states = await Promise.all(Array.from({ length: 20 }, () => hitCounter(database, "burst", 60_000)));
    expect(states.map((s) => s.current)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const state of states) expect(state.ttl).toBeGreaterThan(59_000);
    // The first goes at once; the 19 that arrive while it is in flight go together.
    expect(sent).toEqual([1, 19]);
    expect(await readCounter(database, "burst")).toEqual({ current: 20, ttl: expect.any(Number) });
    const [row] = await database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, "burst"));
    expect(row?.hits).toBe(20);
  });

  it("counts a lone hit by itself, and the hits after a window ends in a new one", async () => {
    sent = [];
    expect((await hitCounter(database, "window", 200)).current).toBe(1);
    expect((await hitCounter(database, "window", 200)).current).toBe(2);
    expect(sent).toEqual([1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const states = await Promise.all([1, 2, 3].map(() => hitCounter(database, "window", 200)));
    expect(states.map((s) => s.current)).toEqual([1, 2, 3]);
    expect(await readCounter(database, "window")).toMatchObject({ current: 3 });
  });

  it("keeps keys apart", async () => {
    const [a, b, a2] = await Promise.all([
      hitCounter(database, "key-a", 60_000),
      hitCounter(database, "key-b", 60_000),
      hitCounter(database, "key-a", 60_000),
    ]);
    expect([a?.current, b?.current, a2?.current]).toEqual([1, 1, 2]);
  });
});

describe("the public lead limit under a burst on two processes", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await buildTestAppPair({ RATE_LIMIT_LEADS_PER_MINUTE: "5" });
  });
  afterAll(() => first.close());

  it("lets exactly the limit through, whichever process the saves reach", async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `lead_${Date.now()}_burst${String(i).padStart(4, "0")}`);
    const answers = await Promise.all(
      ids.map((id, i) =>
        (i % 2 ? second : first).app.inject({
          method: "POST",
          url: "/api/leads/partial",
          headers: sameOrigin,
          payload: { id, leadSecret: `secret-of-the-burst-lead-${i}`, city: "Toronto" },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    const saved = ids.filter((_, i) => statuses[i] === 200);
    const stored = await first.db.select({ id: leads.id }).from(leads);
    expect(
      stored
        .map((r) => r.id)
        .filter((id) => ids.includes(id))
        .sort(),
    ).toEqual(saved.sort());
    const [counter] = await first.db.select().from(rateLimitCounters);
    expect(counter?.hits).toBe(12);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { newLeadId, sameOrigin } from "../../test/factories";

const METRICS_TOKEN = "metrics-token-0123456789";
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN });
});
afterAll(() => t.close());

const scrape = async () =>
  (await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;

/** The value of one sample line, e.g. `leads_captured_total{flow="final",...}`. */
function sample(text: string, name: string, labels = ""): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}${labels ? `{${labels}` : " "}`));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : Number.NaN;
}

describe("health for load balancers", () => {
  it("answers liveness without touching anything else", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("is ready with the database reachable, every migration applied and the queue moving", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", checks: { database: true, migrations: true, queue: true } });
  });

  it("is not ready once a migration is missing", async () => {
    await t.db.execute("UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1000000000000");
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "not_ready", checks: { database: true, migrations: false, queue: true } });
    } finally {
      await t.db.execute("UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1000000000000");
    }
  });
});

describe("metrics", () => {
  it("needs the token when METRICS_TOKEN is set", async () => {
    const none = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: "A valid metrics token is required.", code: "unauthorized" });
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts a final lead, its queued alert, and request durations per route", async () => {
    const before = await scrape();
    const leadLabels = 'flow="final",variant="two-step",status="Contacted"';
    const leadsBefore = sample(before, "leads_captured_total", leadLabels) || 0;
    const pendingBefore = sample(before, "outbox_pending");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: sameOrigin,
      payload: {
        id: newLeadId(),
        leadType: "agent",
        variant: "two-step",
        name: "Metric Seller",
        email: "metric.seller@example.test",
        phone: "(416) 555-0177",
        street: "1 Gauge Lane",
        city: "Toronto",
        province: "ON",
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, "leads_captured_total", leadLabels)).toBe(leadsBefore + 1);
    expect(sample(after, "outbox_pending")).toBeGreaterThan(pendingBefore);
    expect(sample(after, "outbox_failed")).toBe(0);
    expect(sample(after, "outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(
      sample(after, "http_request_duration_seconds_count", 'method="POST",route="/api/leads",status_code="200"'),
    ).toBe(1);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(after).toMatch(/^live_streams_open 0$/m);
  });
});

describe("draining", () => {
  it("turns readiness to 503 while the process finishes its work", async () => {
    const other = await buildTestApp();
    try {
      other.app.drain();
      const res = await other.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "draining", checks: { database: false, migrations: false, queue: false } });
      expect((await other.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });
});

import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin } from "../../test/factories";
import { SmtpPeer } from "../../test/smtp-peer";

const METRICS_TOKEN = "metrics-token-0123456789";
const peer = new SmtpPeer();
let t: TestApp;
let staffEmail: string;
beforeAll(async () => {
  await peer.start();
  t = await buildTestApp({ METRICS_TOKEN, SMTP_URL: peer.url }, { mailWorkerOptions: { pollMs: 100 } });
  staffEmail = (await createUser(t.db, { role: "agent" })).email;
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

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
    expect(none.json()).toEqual({
      message: "A valid metrics token is required.",
      code: "unauthorized",
      reason: "metrics_token_required",
      params: {},
    });
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", headers: { authorization: "Bearer nope" } });
    expect(wrong.statusCode).toBe(401);
  });

  it("counts a final lead, its staff alert sent (speed-to-lead), the queue and request durations", async () => {
    const before = await scrape();
    const leadLabels = 'flow="final",variant="two-step",status="Contacted"';
    const leadsBefore = sample(before, "leads_captured_total", leadLabels) || 0;
    const sentBefore = sample(before, "emails_sent_total", 'kind="new_lead"') || 0;
    const speedBefore = sample(before, "speed_to_lead_seconds_count");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: sameOrigin,
      payload: {
        id: newLeadId(),
        leadSecret: randomBytes(18).toString("base64url"),
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
    await peer.waitFor((email) => email.to.includes(staffEmail) && email.raw.includes("Metric Seller"));
    await expect.poll(async () => sample(await scrape(), "emails_sent_total", 'kind="new_lead"')).toBe(sentBefore + 1);
    // The mail worker delivers several rows at once (decision 044): the seller's acknowledgement may still be on
    // its way when the staff alert is out, so the queue is read once it has drained.
    await expect.poll(async () => sample(await scrape(), "outbox_pending")).toBe(0);
    const after = await scrape();
    expect(sample(after, "leads_captured_total", leadLabels)).toBe(leadsBefore + 1);
    expect(sample(after, "speed_to_lead_seconds_count")).toBe(speedBefore + 1);
    expect(sample(after, "speed_to_lead_seconds_bucket", 'le="5"')).toBe(speedBefore + 1);
    expect(sample(after, "outbox_pending")).toBe(0);
    expect(sample(after, "outbox_failed")).toBe(0);
    expect(sample(after, "outbox_oldest_pending_age_seconds")).toBe(0);
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

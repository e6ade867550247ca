import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { WebhookReceiver } from "../../test/webhook-receiver";

let t: TestApp;
let adminCookie: string;
let agentCookie: string;
let agentId: number;
const receivers: WebhookReceiver[] = [];

async function receiver(statuses: number[] = [204]): Promise<WebhookReceiver> {
  const r = new WebhookReceiver();
  r.statuses = statuses;
  await r.start();
  receivers.push(r);
  return r;
}

beforeAll(async () => {
  t = await buildTestApp({}, { webhookWorkerOptions: { pollMs: 50, baseBackoffMs: 150, leaseMs: 2000 } });
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  const agent = await createUser(t.db, { role: "agent", firstName: "Avery", lastName: "Quinn" });
  agentId = agent.id;
  agentCookie = await signIn(t.app, agent.email);
});
afterEach(async () => {
  // Each test starts with no endpoint, so a lead of one test sends nothing to another's receiver.
  await t.db.delete(webhookEndpoints);
  for (const r of receivers.splice(0)) await r.stop();
});
afterAll(() => t.close());

const asAdmin = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, cookie = adminCookie) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie }, ...(payload ? { payload } : {}) });

async function addEndpoint(url: string, events = ["lead.created"]) {
  const res = await asAdmin("POST", "/api/admin/webhooks", { url, description: "Test receiver", events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; secret: string; url: string };
}

/** A seller finishing the web flow: the public final save. */
async function finalLead(name = "Jordan Final") {
  const id = newLeadId();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: {
      id,
      leadSecret: randomBytes(16).toString("base64url"),
      leadType: "cash",
      fullName: name,
      email: `${id}@example.test`,
      phone: "416-555-0199",
      consent: true,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

async function deliveriesOf(endpointId: number) {
  const res = await asAdmin("GET", `/api/admin/webhooks/${endpointId}/deliveries`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    id: number;
    messageId: string;
    status: string;
    attempts: number;
    responseStatus: number | null;
    lastError: string | null;
    eventType: string;
  }[];
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

describe("lead.created", () => {
  it("sends one signed delivery for a final lead, which a Standard Webhooks verifier accepts", async () => {
    const r = await receiver();
    const endpoint = await addEndpoint(r.url());
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);

    // A partial save is not a lead yet: nothing is sent for it.
    const partial = await t.app.inject({
      method: "POST",
      url: "/api/leads/partial",
      headers: sameOrigin,
      payload: { id: newLeadId(), leadSecret: randomBytes(16).toString("base64url"), fullName: "Only Started" },
    });
    expect(partial.statusCode).toBe(200);

    const leadId = await finalLead("Jordan Final");
    const [received] = await r.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(r.received).toHaveLength(1);

    const headers = received?.headers as Record<string, string>;
    expect(headers["webhook-id"]).toMatch(/^msg_/);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(headers["content-type"]).toBe("application/json");
    const payload = new Webhook(endpoint.secret).verify(received?.body as string, {
      "webhook-id": headers["webhook-id"] as string,
      "webhook-timestamp": headers["webhook-timestamp"] as string,
      "webhook-signature": headers["webhook-signature"] as string,
    }) as { type: string; timestamp: string; data: { lead: Record<string, unknown> } };
    expect(payload.type).toBe("lead.created");
    expect(payload.data.lead).toMatchObject({
      id: leadId,
      fullName: "Jordan Final",
      type: "cash",
      status: "Contacted",
    });
    // The lead as staff read it: the same object GET /api/leads/{id} answers.
    const staffView = await t.app.inject({
      method: "GET",
      url: `/api/leads/${leadId}`,
      headers: { cookie: agentCookie },
    });
    // Less the score, which is worked out when staff read the lead (decision 039), not sent with events.
    const { score, scoreReasons, ...unscored } = staffView.json();
    expect(score).toEqual(expect.any(Number));
    expect(scoreReasons).toEqual(expect.any(Array));
    expect(payload.data.lead).toEqual({ ...unscored, updatedAt: payload.data.lead.updatedAt });

    // A wrong secret is refused by the same verifier.
    expect(() =>
      new Webhook(`whsec_${randomBytes(24).toString("base64")}`).verify(received?.body as string, headers),
    ).toThrow();

    const [delivery] = await until(
      () => deliveriesOf(endpoint.id),
      (d) => d[0]?.status === "sent",
    );
    expect(delivery).toMatchObject({ eventType: "lead.created", status: "sent", attempts: 1, responseStatus: 204 });
    expect(delivery?.messageId).toBe(headers["webhook-id"]);
  });

  it("never shows the secret again after creation", async () => {
    const endpoint = await addEndpoint("http://127.0.0.1:9/never");
    const list = await asAdmin("GET", "/api/admin/webhooks");
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(endpoint.secret);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        url: "http://127.0.0.1:9/never",
        events: ["lead.created"],
        enabled: true,
      }),
    ]);
  });
});

describe("retries", () => {
  it("retries a receiver answering 500 with growing delays, keeps the webhook-id, and succeeds later", async () => {
    const r = await receiver([500, 500, 500, 200]);
    const endpoint = await addEndpoint(r.url());
    await finalLead();
    const received = await r.waitFor(4);
    const ids = new Set(received.map((x) => x.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    const gaps = received.slice(1).map((x, i) => x.at - (received[i] as { at: number }).at);
    // Backoff 150 ms, 300 ms, 600 ms (plus the poll): each wait longer than the one before.
    expect(gaps[0]).toBeGreaterThanOrEqual(140);
    expect(gaps[1]).toBeGreaterThan(gaps[0] as number);
    expect(gaps[2]).toBeGreaterThan(gaps[1] as number);
    const [delivery] = await until(
      () => deliveriesOf(endpoint.id),
      (d) => d[0]?.status === "sent",
    );
    expect(delivery).toMatchObject({ status: "sent", attempts: 4, responseStatus: 200, lastError: null });
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.failingSince).toBeNull();
  });

  it("marks a message failed once it is older than a day, and shows the last answer", async () => {
    const r = await receiver([503]);
    const endpoint = await addEndpoint(r.url());
    await finalLead();
    await r.waitFor(1);
    // Make the queued message a day old: its next failure is its last.
    await t.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - 24 * 3_600_000) })
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    const [delivery] = await until(
      () => deliveriesOf(endpoint.id),
      (d) => d[0]?.status === "failed",
    );
    expect(delivery).toMatchObject({ status: "failed", responseStatus: 503, lastError: "The endpoint answered 503" });
  });

  it("disables an endpoint that failed for 24 hours and tells every admin by e-mail", async () => {
    const r = await receiver([500]);
    const endpoint = await addEndpoint(r.url());
    await finalLead();
    await r.waitFor(1);
    await t.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 24 * 3_600_000 - 1000) })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const list = await until(
      async () =>
        (await asAdmin("GET", "/api/admin/webhooks")).json() as { enabled: boolean; disabledReason: string | null }[],
      (l) => l[0]?.enabled === false,
    );
    expect(list[0]?.disabledReason).toBe("Disabled automatically: every delivery failed for 24 hours");
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "webhook_disabled"));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]?.subject).toBe(`Webhook endpoint disabled: 127.0.0.1:${r.port}`);
    // A disabled endpoint gets nothing new.
    const before = r.received.length;
    await finalLead();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(r.received.length).toBe(before);
  });
});

describe("resend and rotation", () => {
  it("resends a delivery with the same webhook-id", async () => {
    const r = await receiver();
    const endpoint = await addEndpoint(r.url());
    await finalLead();
    await r.waitFor(1);
    const [first] = await until(
      () => deliveriesOf(endpoint.id),
      (d) => d[0]?.status === "sent",
    );
    const res = await asAdmin("POST", `/api/admin/webhooks/${endpoint.id}/deliveries/${first?.id}/resend`, {});
    expect(res.statusCode).toBe(201);
    const received = await r.waitFor(2);
    expect(received[1]?.headers["webhook-id"]).toBe(received[0]?.headers["webhook-id"]);
    expect(received[1]?.body).toBe(received[0]?.body);
    expect((await asAdmin("POST", `/api/admin/webhooks/${endpoint.id}/deliveries/999999/resend`, {})).statusCode).toBe(
      404,
    );
  });

  it("rotates the secret: the new one is shown once and both sign for a day", async () => {
    const r = await receiver();
    const endpoint = await addEndpoint(r.url());
    const rotated = await asAdmin("POST", `/api/admin/webhooks/${endpoint.id}/rotate-secret`, {});
    expect(rotated.statusCode).toBe(200);
    const newSecret = rotated.json().secret as string;
    expect(newSecret).not.toBe(endpoint.secret);
    await finalLead();
    const [received] = await r.waitFor(1);
    const headers = received?.headers as Record<string, string>;
    expect(headers["webhook-signature"]?.split(" ")).toHaveLength(2);
    for (const secret of [newSecret, endpoint.secret]) {
      expect(new Webhook(secret).verify(received?.body as string, headers)).toMatchObject({ type: "lead.created" });
    }
  });
});

describe("staff changes", () => {
  it("sends lead.updated, lead.assigned and note.created with the event's fields", async () => {
    const r = await receiver();
    const endpoint = await addEndpoint(r.url(), ["lead.updated", "lead.assigned", "note.created"]);
    const lead = await createLead(t.db, { fullName: "Casey Change" });
    const patch = await t.app.inject({
      method: "PATCH",
      url: `/api/leads/${lead.id}`,
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: { city: "Ottawa", agentId },
    });
    expect(patch.statusCode).toBe(200);
    const note = await t.app.inject({
      method: "POST",
      url: "/api/notes",
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: { leadId: lead.id, content: "Called, left a message" },
    });
    expect(note.statusCode).toBe(201);
    const received = await r.waitFor(3);
    const bodies = received.map((x) =>
      new Webhook(endpoint.secret).verify(x.body, x.headers as Record<string, string>),
    ) as {
      type: string;
      data: Record<string, unknown> & { lead: { id: string; city: string } };
    }[];
    const byType = Object.fromEntries(bodies.map((b) => [b.type, b.data]));
    expect(Object.keys(byType).sort()).toEqual(["lead.assigned", "lead.updated", "note.created"]);
    expect(byType["lead.updated"]).toMatchObject({
      lead: { id: lead.id, city: "Ottawa" },
      changes: [{ field: "city", oldValue: "Toronto", newValue: "Ottawa" }],
    });
    expect(byType["lead.assigned"]).toMatchObject({
      agent: { id: agentId, name: "Avery Quinn" },
      previousAgentId: null,
      assignedBy: "staff",
    });
    expect(byType["note.created"]).toMatchObject({
      lead: { id: lead.id },
      note: { content: "Called, left a message", authorName: "Avery Quinn" },
    });
  });
});

describe("admin routes", () => {
  it("are for admins only", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/webhooks"],
      ["POST", "/api/admin/webhooks"],
      ["GET", "/api/admin/webhooks/1/deliveries"],
      ["POST", "/api/admin/webhooks/1/rotate-secret"],
    ] as const) {
      const res = await asAdmin(method, url, method === "POST" ? {} : undefined, agentCookie);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      const signedOut = await t.app.inject({
        method,
        url,
        headers: sameOrigin,
        ...(method === "POST" ? { payload: {} } : {}),
      });
      expect(signedOut.statusCode).toBe(401);
    }
  });

  it("refuses a bad address, no events or an unknown event with a 400 naming the field", async () => {
    const bad = await asAdmin("POST", "/api/admin/webhooks", { url: "ftp://example.com/x", events: ["lead.created"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([{ path: "body.url", message: "Enter a full http:// or https:// address" }]);
    const none = await asAdmin("POST", "/api/admin/webhooks", { url: "https://example.com/x", events: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toEqual([{ path: "body.events", message: "Choose at least one event" }]);
    const unknown = await asAdmin("POST", "/api/admin/webhooks", {
      url: "https://example.com/x",
      events: ["lead.deleted"],
    });
    expect(unknown.statusCode).toBe(400);
    expect((await asAdmin("PATCH", "/api/admin/webhooks/999999", { enabled: false })).statusCode).toBe(404);
    expect((await asAdmin("DELETE", "/api/admin/webhooks/999999")).statusCode).toBe(404);
  });

  it("edits, re-enables and deletes an endpoint", async () => {
    const endpoint = await addEndpoint("https://hooks.example.com/a");
    await t.db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: "x", failingSince: new Date() })
      .where(eq(webhookEndpoints.id, endpoint.id));
    const enabled = await asAdmin("PATCH", `/api/admin/webhooks/${endpoint.id}`, { enabled: true, description: "CRM" });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json()).toMatchObject({
      enabled: true,
      description: "CRM",
      disabledReason: null,
      failingSince: null,
    });
    expect((await asAdmin("DELETE", `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await asAdmin("GET", "/api/admin/webhooks")).json()).toEqual([]);
  });
});

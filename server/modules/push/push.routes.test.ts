import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushDeliveries, pushSubscriptions, pushVapidKeys, reminders } from "../../db/schema/index";
import { pushTopic } from "../../integrations/push/push-worker";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { type PushServicePeer, startPushServicePeer } from "../../test/push-service-peer";
import { pushDueReminders } from "./reminder-push";

let t: TestApp;
let peer: PushServicePeer;
let agentCookie: string;
let agentId: number;

beforeAll(async () => {
  peer = await startPushServicePeer();
  t = await buildTestApp({}, { pushWorkerOptions: { pollMs: 50, baseBackoffMs: 50 } });
  const agent = await createUser(t.db, { firstName: "Pia", lastName: "Push", locale: "fr-CA" });
  agentId = agent.id;
  agentCookie = await signIn(t.app, agent.email);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const call = (cookie: string, method: "GET" | "POST" | "DELETE" | "PUT" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...sameOrigin, cookie }, ...(payload ? { payload } : {}) });

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe("push subscriptions (decision 035)", () => {
  it("gives staff the fleet's VAPID public key, made once and kept in the database", async () => {
    const res = await call(agentCookie, "GET", "/api/push/public-key");
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(publicKey, "base64url")[0]).toBe(4);
    const stored = await t.db.select().from(pushVapidKeys);
    expect(stored.map((k) => k.publicKey)).toEqual([publicKey]);
  });

  it("subscribes a device (one row per endpoint), and unsubscribes it", async () => {
    const sub = peer.subscription("phone-1");
    const res = await call(agentCookie, "POST", "/api/push/subscriptions", sub);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), endpoint: sub.endpoint });
    // The browser sends the same subscription again on every visit: still one row.
    expect((await call(agentCookie, "POST", "/api/push/subscriptions", sub)).statusCode).toBe(201);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows).toMatchObject([{ userId: agentId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, expiresAt: null }]);
    expect((await call(agentCookie, "GET", "/api/push/preferences")).json()).toMatchObject({ devices: 1 });

    const gone = await call(agentCookie, "DELETE", "/api/push/subscriptions", { endpoint: sub.endpoint });
    expect(gone.statusCode).toBe(204);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);
    const again = await call(agentCookie, "DELETE", "/api/push/subscriptions", { endpoint: sub.endpoint });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      reason: "push_subscription_not_found",
      message: "Push subscription not found",
    });
  });

  it("refuses a subscription that is not a browser's (bad keys) with a 400", async () => {
    const sub = peer.subscription();
    const res = await call(agentCookie, "POST", "/api/push/subscriptions", {
      ...sub,
      keys: { p256dh: "short", auth: sub.keys.auth },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation_error");
  });

  it("answers 403 to a client and 401 to nobody, on every push route", async () => {
    const client = await createUser(t.db, { userType: "client" });
    const cookie = await signIn(t.app, client.email, undefined, "/api/client/login");
    const sub = peer.subscription();
    for (const [method, url, body] of [
      ["GET", "/api/push/public-key", undefined],
      ["POST", "/api/push/subscriptions", sub],
      ["DELETE", "/api/push/subscriptions", { endpoint: sub.endpoint }],
      ["GET", "/api/push/preferences", undefined],
    ] as const) {
      const res = await call(cookie, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().reason).toBe("forbidden");
      expect((await call("", method, url, body)).statusCode).toBe(401);
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);
  });

  it("keeps each agent's events and quiet hours", async () => {
    const res = await call(agentCookie, "PUT", "/api/push/preferences", {
      events: ["lead.assigned", "lead.offered"],
      quietStart: "22:00",
      quietEnd: "07:00",
      timeZone: "America/Montreal",
    });
    expect(res.statusCode).toBe(200);
    expect((await call(agentCookie, "GET", "/api/push/preferences")).json()).toEqual({
      events: ["lead.assigned", "lead.offered"],
      quietStart: "22:00",
      quietEnd: "07:00",
      timeZone: "America/Montreal",
      devices: 0,
    });
    const bad = await call(agentCookie, "PUT", "/api/push/preferences", {
      events: ["lead.assigned"],
      quietStart: "25:00",
      quietEnd: "07:00",
      timeZone: "Mars/Olympus",
    });
    expect(bad.statusCode).toBe(400);
    await call(agentCookie, "PUT", "/api/push/preferences", {
      events: ["lead.assigned", "lead.offered", "lead.escalated", "reminder.due", "lead.replied", "lead.engaged"],
      quietStart: null,
      quietEnd: null,
      timeZone: "America/Toronto",
    });
  });
});

describe("a final lead assigned to an agent", () => {
  it("reaches each of the agent's devices once, encrypted (aes128gcm), signed (VAPID), urgent, in the agent's language", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const adminCookie = await signIn(t.app, admin.email);
    const pool = await call(adminCookie, "POST", "/api/admin/pools", {
      name: "Push team",
      leadType: "cash",
      memberIds: [agentId],
    });
    expect(pool.statusCode).toBe(201);
    const devices = ["pia-phone", "pia-tablet"].map((d) => peer.subscription(d));
    for (const sub of devices)
      expect((await call(agentCookie, "POST", "/api/push/subscriptions", sub)).statusCode).toBe(201);
    const before = peer.received.length;

    const id = newLeadId();
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: sameOrigin,
      payload: {
        id,
        leadType: "cash",
        name: "Gabrielle Tremblay",
        email: "gabrielle@example.test",
        phone: "514-555-0199",
      },
    });
    expect(submitted.statusCode).toBe(200);
    await peer.waitFor(before + 2);
    const got = peer.received.slice(before);
    expect(got.map((p) => p.device).sort()).toEqual(["pia-phone", "pia-tablet"]);
    const publicKey = (await call(agentCookie, "GET", "/api/push/public-key")).json().publicKey;
    for (const push of got) {
      expect(push.payload).toEqual({
        type: "lead.assigned",
        leadId: id,
        title: "Nouveau prospect : Gabrielle Tremblay",
        body: "Offre comptant : prospect qui vous est attribué. Appelez d'ici 5 minutes.",
        url: `/leads/${id}`,
        tag: `lead-${id}`,
      });
      // Never an e-mail or a phone (the exact payload above says so too; lead ids are digits, so no /555/).
      expect(JSON.stringify(push.payload)).not.toMatch(/@|514-555-0199|\+15145550199/);
      expect(push).toMatchObject({
        urgency: "high",
        ttl: "1800",
        contentEncoding: "aes128gcm",
        vapidPublicKey: publicKey,
      });
      expect(push.jwt.aud).toBe(peer.origin);
      expect(push.jwt.sub).toBe("mailto:push@seller-portal.invalid");
      expect(push.jwt.exp).toBeGreaterThan(Date.now() / 1000);
    }
    const rows = await until(
      () => t.db.select().from(pushDeliveries).where(eq(pushDeliveries.leadId, id)),
      (r) => r.every((d) => d.status === "sent"),
    );
    expect(rows.map((r) => [r.type, r.status, r.attempts, r.responseStatus])).toEqual([
      ["lead.assigned", "sent", 1, 201],
      ["lead.assigned", "sent", 1, 201],
    ]);
    // Each event's push names its Topic (RFC 8030), the same on a resend, so the push service replaces a
    // copy still waiting instead of showing it twice (decision 044).
    expect(got.map((p) => p.topic).sort()).toEqual(rows.map((r) => pushTopic(r.eventKey)).sort());
    expect(got.every((p) => /^[A-Za-z0-9_-]{32}$/.test(p.topic ?? ""))).toBe(true);
    // Nothing more arrives: once per device.
    await new Promise((r) => setTimeout(r, 300));
    expect(peer.received.length).toBe(before + 2);
    expect(peer.errors).toEqual([]);
  });

  it("drops a device whose push service answers 410 Gone, and keeps the others", async () => {
    const before = (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, agentId))).length;
    peer.answerWith((device) => (device === "pia-tablet" ? 410 : 201));
    const count = peer.received.length;
    const id = newLeadId();
    await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: sameOrigin,
      payload: { id, leadType: "cash", name: "Paul Gone", phone: "514-555-0111" },
    });
    await peer.waitFor(count + 1);
    const left = await until(
      () => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, agentId)),
      (r) => r.length === before - 1,
    );
    expect(left.map((s) => s.endpoint)).toEqual([`${peer.origin}/push/pia-phone`]);
    peer.answerWith(() => 201);
  });

  it("retries a push the service could not take (503), and delivers it once", async () => {
    let refusals = 1;
    peer.answerWith(() => (refusals-- > 0 ? 503 : 201));
    const count = peer.received.length;
    const id = newLeadId();
    await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: sameOrigin,
      payload: { id, leadType: "cash", name: "Rita Retry", phone: "514-555-0112" },
    });
    await peer.waitFor(count + 1);
    const [row] = await until(
      () => t.db.select().from(pushDeliveries).where(eq(pushDeliveries.leadId, id)),
      (r) => r[0]?.status === "sent",
    );
    expect(row).toMatchObject({ status: "sent", attempts: 2, responseStatus: 201 });
    expect(peer.received.slice(count).map((p) => p.payload.leadId)).toEqual([id]);
    peer.answerWith(() => 201);
  });
});

describe("a lead assigned by hand", () => {
  it("reaches the new agent's devices, worded in their language", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const adminCookie = await signIn(t.app, admin.email);
    const lead = await createLead(t.db, { fullName: "Hugo Hand", type: "cash", agentId: null });
    const count = peer.received.length;
    const res = await call(adminCookie, "PATCH", `/api/leads/${lead.id}`, { agentId });
    expect(res.statusCode).toBe(200);
    await peer.waitFor(count + 1);
    expect(peer.received.slice(count).map((p) => [p.payload.type, p.payload.leadId, p.payload.title])).toEqual([
      ["lead.assigned", lead.id, "Nouveau prospect : Hugo Hand"],
    ]);
  });
});

describe("a reminder falling due", () => {
  it("notifies its owner's devices once (reminder.due), whatever runs see it", async () => {
    const lead = await createLead(t.db, { fullName: "Rémi Rappel", type: "realtor" });
    const due = new Date(Date.now() - 60_000);
    const [reminder] = await t.db
      .insert(reminders)
      .values({ leadId: lead.id, userId: agentId, title: "Call back about the listing", dueDate: due })
      .returning();
    await t.db
      .insert(reminders)
      .values({ leadId: lead.id, userId: agentId, title: "Later", dueDate: new Date(Date.now() + 3_600_000) });
    const count = peer.received.length;
    const first = await pushDueReminders(t.db, new Date());
    expect(first).toBeGreaterThanOrEqual(1);
    // The next run no longer goes over this reminder: its owner's device has had it.
    expect(await pushDueReminders(t.db, new Date())).toBe(first - 1);
    t.app.push.kick();
    await peer.waitFor(count + 1);
    await new Promise((r) => setTimeout(r, 300));
    const got = peer.received.slice(count).filter((p) => p.payload.leadId === lead.id);
    expect(got.map((p) => [p.device, p.payload.type, p.payload.title, p.payload.body, p.urgency])).toEqual([
      ["pia-phone", "reminder.due", "Rappel échu : Rémi Rappel", "Service de courtage : un rappel est échu.", "normal"],
    ]);
    const rows = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.leadId, lead.id));
    expect(rows.map((r) => r.eventKey)).toEqual([`reminder.due:${lead.id}:${reminder?.id}:${due.getTime()}`]);
  });
});

describe("in production", () => {
  it("refuses push services that are not https or that resolve to a private, loopback or link-local address", async () => {
    const prod = await buildTestApp({
      NODE_ENV: "production",
      PUBLIC_URL: "https://portal.test",
      VAPID_PUBLIC_KEY: "BH5N_t2bxJjnR1lJ1elfwZ7TTbP61RH3z0fKOlsS7aHSV-gJ76X0poLZ0OJ6J61BuLzUUNUfbyngQL32LWbG1_Q",
      VAPID_PRIVATE_KEY: "8Zu-MQIXlhknEOOpVS493SghQJF3-Gp4b7m5v-nHRyk",
      VAPID_SUBJECT: "mailto:ops@portal.test",
    });
    try {
      const agent = await createUser(prod.db);
      const login = await prod.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { origin: "https://portal.test" },
        payload: { email: agent.email, password: "correct-horse-42" },
      });
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const headers = { origin: "https://portal.test", cookie };
      const key = await prod.app.inject({ method: "GET", url: "/api/push/public-key", headers });
      expect(key.json()).toEqual({
        publicKey: "BH5N_t2bxJjnR1lJ1elfwZ7TTbP61RH3z0fKOlsS7aHSV-gJ76X0poLZ0OJ6J61BuLzUUNUfbyngQL32LWbG1_Q",
      });
      const keys = peer.subscription().keys;
      for (const endpoint of [
        `${peer.origin}/push/x`,
        "https://127.0.0.1/push/x",
        "https://localhost/push/x",
        "https://[::1]/push/x",
        "https://169.254.169.254/latest/meta-data",
        "https://10.0.0.8/push/x",
        "https://[::ffff:127.0.0.1]/push/x",
      ]) {
        const res = await prod.app.inject({
          method: "POST",
          url: "/api/push/subscriptions",
          headers,
          payload: { endpoint, expirationTime: null, keys },
        });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json()).toMatchObject({
          reason: "push_endpoint_refused",
          code: "validation_error",
          message: "This push service address is not allowed.",
        });
      }
      expect(await prod.db.select().from(pushSubscriptions)).toEqual([]);

      // A device stored before its name turned private is refused again at send time, and never retried.
      const [row] = await prod.db
        .insert(pushSubscriptions)
        .values({ userId: agent.id, endpoint: "https://127.0.0.1:9/push/x", p256dh: keys.p256dh, auth: keys.auth })
        .returning();
      await prod.db.insert(pushDeliveries).values({
        subscriptionId: row?.id ?? 0,
        userId: agent.id,
        eventKey: "lead.assigned:x:1",
        type: "lead.assigned",
        leadId: null,
        urgency: "high",
      });
      prod.app.push.kick();
      const [delivery] = await until(
        () => prod.db.select().from(pushDeliveries),
        (r) => r[0]?.status === "failed",
      );
      expect(delivery).toMatchObject({ status: "failed", attempts: 1 });
      expect(delivery?.lastError).toMatch(/^Refused: 127\.0\.0\.1 resolves to a loopback address/);
    } finally {
      await prod.close();
    }
  });

  it("has no push without VAPID keys: the public key answers 503", async () => {
    const prod = await buildTestApp({ NODE_ENV: "production", PUBLIC_URL: "https://portal.test" });
    try {
      const agent = await createUser(prod.db);
      const login = await prod.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { origin: "https://portal.test" },
        payload: { email: agent.email, password: "correct-horse-42" },
      });
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      const res = await prod.app.inject({
        method: "GET",
        url: "/api/push/public-key",
        headers: { origin: "https://portal.test", cookie },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ reason: "push_unavailable" });
      expect(await prod.db.select().from(pushVapidKeys)).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});

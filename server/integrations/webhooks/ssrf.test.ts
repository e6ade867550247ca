import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { WebhookReceiver } from "../../test/webhook-receiver";
import { nonPublicRange, resolveDestination } from "./address-guard";

const open: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const o of open.splice(0)) await o.close();
});

async function setUp(env: Record<string, string>) {
  const t = await buildTestApp(env, { webhookWorkerOptions: { pollMs: 50, baseBackoffMs: 100 } });
  const receiver = new WebhookReceiver();
  await receiver.start();
  open.push(t, { close: () => receiver.stop() });
  const admin = await createUser(t.db, { role: "admin" });
  const cookie = await signIn(t.app, admin.email);
  return { t, receiver, cookie };
}

async function finalLead(t: TestApp) {
  const id = newLeadId();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id, leadSecret: randomBytes(16).toString("base64url"), fullName: "Pat Ssrf", phone: "416-555-0100" },
  });
  expect(res.statusCode).toBe(200);
}

async function deliveryOf(t: TestApp, endpointId: number, status: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`delivery not ${status}: ${JSON.stringify(row)}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}

describe("an endpoint on 127.0.0.1", () => {
  it("is refused in production: when added, and at send time (DNS may change after it was added)", async () => {
    const { t, receiver, cookie } = await setUp({ NODE_ENV: "production" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/webhooks",
      headers: { ...sameOrigin, cookie },
      payload: { url: receiver.url(), events: ["lead.created"] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "This address is not allowed: it points to a private or local network",
      code: "validation_error",
      issues: [{ path: "body.url", message: "This address is not allowed: it points to a private or local network" }],
      reason: "webhook_address_private",
      params: {},
    });

    // Stored anyway (as if its name resolved elsewhere when it was added): the worker checks again.
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ url: receiver.url(), events: ["lead.created"], secret: `whsec_${randomBytes(24).toString("base64")}` })
      .returning();
    await finalLead(t);
    const delivery = await deliveryOf(t, endpoint?.id as number, "failed");
    expect(delivery.lastError).toBe("Refused: 127.0.0.1 resolves to a loopback address (127.0.0.1)");
    expect(delivery.attempts).toBe(1);
    expect(receiver.received).toHaveLength(0);
  });

  it("is allowed in production when WEBHOOK_ALLOWED_HOSTS names it", async () => {
    const { t, receiver, cookie } = await setUp({
      NODE_ENV: "production",
      WEBHOOK_ALLOWED_HOSTS: "crm.internal, 127.0.0.1",
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/webhooks",
      headers: { ...sameOrigin, cookie },
      payload: { url: receiver.url(), events: ["lead.created"] },
    });
    expect(res.statusCode).toBe(201);
    await finalLead(t);
    await receiver.waitFor(1);
    await deliveryOf(t, res.json().id, "sent");
  });

  it("is allowed in development", async () => {
    const { t, receiver, cookie } = await setUp({ NODE_ENV: "development" });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/webhooks",
      headers: { ...sameOrigin, cookie },
      payload: { url: receiver.url(), events: ["lead.created"] },
    });
    expect(res.statusCode).toBe(201);
    await finalLead(t);
    const [received] = await receiver.waitFor(1);
    expect(JSON.parse(received?.body as string).type).toBe("lead.created");
    await deliveryOf(t, res.json().id, "sent");
  });
});

describe("address ranges", () => {
  it("names every non-public range, the cloud metadata addresses included", () => {
    expect(nonPublicRange("127.0.0.1")).toBe("loopback");
    expect(nonPublicRange("::1")).toBe("loopback");
    expect(nonPublicRange("10.1.2.3")).toBe("private");
    expect(nonPublicRange("172.16.0.9")).toBe("private");
    expect(nonPublicRange("192.168.1.1")).toBe("private");
    expect(nonPublicRange("169.254.169.254")).toBe("linkLocal");
    expect(nonPublicRange("fe80::1")).toBe("linkLocal");
    expect(nonPublicRange("fd00:ec2::254")).toBe("uniqueLocal");
    expect(nonPublicRange("100.100.100.200")).toBe("carrierGradeNat");
    expect(nonPublicRange("0.0.0.0")).toBe("unspecified");
    expect(nonPublicRange("::ffff:127.0.0.1")).toBe("loopback");
    expect(nonPublicRange("8.8.8.8")).toBeUndefined();
    expect(nonPublicRange("2606:4700:4700::1111")).toBeUndefined();
  });

  it("judges an IPv6 address that carries an IPv4 one by the address it carries", () => {
    // IPv4-compatible, IPv4-mapped, IPv4-translated, well-known NAT64 and 6to4 forms.
    expect(nonPublicRange("::127.0.0.1")).toBe("loopback");
    expect(nonPublicRange("::7f00:1")).toBe("loopback");
    expect(nonPublicRange("::10.0.0.1")).toBe("private");
    expect(nonPublicRange("::ffff:10.0.0.1")).toBe("private");
    expect(nonPublicRange("::ffff:0:10.0.0.1")).toBe("private");
    expect(nonPublicRange("::ffff:169.254.169.254")).toBe("linkLocal");
    expect(nonPublicRange("64:ff9b::10.0.0.1")).toBe("private");
    expect(nonPublicRange("64:ff9b::127.0.0.1")).toBe("loopback");
    expect(nonPublicRange("64:ff9b::169.254.169.254")).toBe("linkLocal");
    expect(nonPublicRange("64:ff9b::100.100.100.200")).toBe("carrierGradeNat");
    expect(nonPublicRange("2002:a00:1::1")).toBe("private");
    expect(nonPublicRange("2002:7f00:1::")).toBe("loopback");
    expect(nonPublicRange("2002:a9fe:a9fe::")).toBe("linkLocal");
    // Local-use NAT64 (the address sits by prefix length) and Teredo stay refused whole.
    expect(nonPublicRange("64:ff9b:1::a00:1")).toBe("rfc6052");
    expect(nonPublicRange("2001:0:4136:e378:8000:63bf:3fff:fdd2")).toBe("teredo");
    // The IPv6 ranges themselves.
    expect(nonPublicRange("::")).toBe("unspecified");
    expect(nonPublicRange("fc00::1")).toBe("uniqueLocal");
    expect(nonPublicRange("fec0::1")).toBe("deprecatedSiteLocal");
    expect(nonPublicRange("ff02::1")).toBe("multicast");
    // A public IPv4 address carried the same ways is public.
    expect(nonPublicRange("::ffff:8.8.8.8")).toBeUndefined();
    expect(nonPublicRange("64:ff9b::8.8.8.8")).toBeUndefined();
    expect(nonPublicRange("2002:808:808::1")).toBeUndefined();
  });

  it("refuses an endpoint at any of those forms in production, and takes a public address", async () => {
    const t = await buildTestApp({ NODE_ENV: "production" });
    open.push(t);
    const admin = await createUser(t.db, { role: "admin" });
    const cookie = await signIn(t.app, admin.email);
    const add = (url: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/webhooks",
        headers: { ...sameOrigin, cookie },
        payload: { url, events: ["lead.created"] },
      });
    const message = "This address is not allowed: it points to a private or local network";
    for (const url of [
      "http://[::127.0.0.1]:8080/hook",
      "http://[::ffff:10.0.0.1]/hook",
      "http://[::ffff:127.0.0.1]/hook",
      "http://[::ffff:0:10.0.0.1]/hook",
      "http://[64:ff9b::10.0.0.1]/hook",
      "http://[64:ff9b::a9fe:a9fe]/latest/meta-data/",
      "http://[2002:a00:1::1]/hook",
      "http://[2002:7f00:1::]/hook",
      "http://[fd00:ec2::254]/latest/meta-data/",
      "http://[fe80::1]/hook",
      "http://[::1]/hook",
    ]) {
      const res = await add(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        message,
        code: "validation_error",
        issues: [{ path: "body.url", message }],
        reason: "webhook_address_private",
        params: {},
      });
    }
    for (const url of [
      "https://[2606:4700:4700::1111]/hook",
      "https://8.8.8.8/hook",
      "https://[64:ff9b::8.8.8.8]/hook",
    ]) {
      expect((await add(url)).statusCode, url).toBe(201);
    }
    const policy = { allowPrivate: false, allowedHosts: [] };
    await expect(resolveDestination(new URL("http://[::127.0.0.1]/x"), policy)).rejects.toThrow(
      "Refused: ::7f00:1 resolves to a loopback address (::7f00:1)",
    );
  });

  it("resolves a name once and refuses it when any of its addresses is not public", async () => {
    const policy = { allowPrivate: false, allowedHosts: [] };
    await expect(resolveDestination(new URL("http://localhost:8080/x"), policy)).rejects.toThrow(
      /^Refused: localhost resolves to a loopback address/,
    );
    await expect(resolveDestination(new URL("http://[::1]/x"), policy)).rejects.toThrow(
      "Refused: ::1 resolves to a loopback address (::1)",
    );
    expect(await resolveDestination(new URL("http://[::1]/x"), { allowPrivate: true, allowedHosts: [] })).toEqual({
      address: "::1",
      family: 6,
    });
  });
});

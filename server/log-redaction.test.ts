import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, webhookDeliveries } from "./db/schema/index";
import { seedGuides } from "./db/seed/guides";
import { requestLogPath } from "./log-redaction";
import { buildTestApp, type TestApp } from "./test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "./test/factories";
import { WebhookReceiver } from "./test/webhook-receiver";

const METRICS_TOKEN = `metrics-${randomBytes(12).toString("base64url")}`;
const secret = (bytes = 24) => randomBytes(bytes).toString("base64url");

let t: TestApp;
const receiver = new WebhookReceiver();
beforeAll(async () => {
  // The default configuration: LOG_LEVEL is info, as in production.
  t = await buildTestApp({ METRICS_TOKEN }, { webhookWorkerOptions: { pollMs: 50, baseBackoffMs: 50 } });
  await seedGuides(t.db);
  await receiver.start();
});
afterAll(async () => {
  await t.close();
  await receiver.stop();
});

/** The `path` of every request line the app logged. */
const loggedPaths = () =>
  t
    .logs()
    .split("\n")
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { req?: { path?: string } }).req?.path)
    .filter((path): path is string => path !== undefined);

describe("request logs", () => {
  it("hold none of the secrets sent through the routes that take one", async () => {
    const secrets: Record<string, string> = {};
    const send = async (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
      t.app.inject({ method: method as "GET", url, headers: { ...sameOrigin, ...headers }, payload });

    // Passwords (sign-in and an admin's reset) and the session cookie.
    secrets.password = `pw-${secret()}`;
    const admin = await createUser(t.db, { role: "admin", password: secrets.password });
    const cookie = await signIn(t.app, admin.email, secrets.password);
    secrets.session = cookie.slice("sp_session=".length);
    const agent = await createUser(t.db);
    secrets.resetPassword = `pw-${secret()}`;
    await send("POST", `/api/admin/agents/${agent.id}/reset-password`, { cookie }, { password: secrets.resetPassword });
    secrets.clientPassword = `pw-${secret()}`;
    const client = await createUser(t.db, { userType: "client", role: null, password: secrets.clientPassword });
    await signIn(t.app, client.email, secrets.clientPassword, "/api/client/login");
    secrets.registerPassword = `pw-${secret()}`;
    const register = { email: "late.comer@example.test", password: secrets.registerPassword, firstName: "Late" };
    await send("POST", "/api/register", {}, { ...register, lastName: "Comer" });

    // A lead's browser secret, then its guide token.
    secrets.leadSecret = secret();
    const leadId = newLeadId();
    const lead = { id: leadId, leadSecret: secrets.leadSecret, fullName: "Pat Quiet", phone: "416-555-0100" };
    expect((await send("POST", "/api/leads/partial", {}, lead)).statusCode).toBe(200);
    const generated = await send("POST", "/api/sellers-guide/generate", {}, { topic: "Pricing Strategy", ...lead });
    expect(generated.statusCode, generated.body).toBe(200);
    secrets.guide = generated.json().token;
    expect((await send("GET", `/api/sellers-guide/${secrets.guide}`)).statusCode).toBe(200);
    expect((await send("GET", `/api/sellers-guide/${secrets.guide}/questions?locale=fr-CA`)).statusCode).toBe(200);
    await send("POST", `/api/sellers-guide/${secrets.guide}/responses`, {}, { responses: [] });
    await send("POST", `/api/sellers-guide/${secrets.guide}/images`, {}, { sectionTitle: "Nothing" });
    await send("GET", `/sellers-guide/${secrets.guide}`);
    await send("GET", `/fr/sellers-guide/${secrets.guide}?utm_source=mail`);
    expect((await send("POST", "/api/leads", {}, lead)).statusCode).toBe(200);

    // The unsubscribe link of a seller's e-mails.
    secrets.unsubscribe = secret(24);
    await createLead(t.db, { unsubscribeToken: secrets.unsubscribe });
    expect((await send("GET", `/unsubscribe/${secrets.unsubscribe}`)).statusCode).toBe(200);
    expect((await send("POST", `/unsubscribe/${secrets.unsubscribe}`)).statusCode).toBe(200);

    // The calendar feed token, followed by .ics in its address.
    const feed = await send("POST", "/api/calendar-feed", { cookie }, {});
    expect(feed.statusCode).toBe(201);
    secrets.feed = /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(feed.json().url)?.[1] as string;
    expect(secrets.feed).toHaveLength(43);
    expect((await send("GET", `/api/calendar/${secrets.feed}.ics`)).statusCode).toBe(200);
    expect((await send("HEAD", `/api/calendar/${secrets.feed}.ics`)).statusCode).toBe(200);

    // An API key, on every /api/v1 route, and a wrong one.
    const created = await send("POST", "/api/admin/api-keys", { cookie }, { name: "Quiet", scopes: ["leads:read"] });
    secrets.apiKey = created.json().key;
    const bearer = { authorization: `Bearer ${secrets.apiKey}` };
    expect((await send("GET", "/api/v1/leads", bearer)).statusCode).toBe(200);
    expect((await send("GET", `/api/v1/leads/${leadId}`, bearer)).statusCode).toBe(200);
    await send("POST", "/api/v1/leads", bearer, { fullName: "Robin Api" });
    await send("PATCH", `/api/v1/leads/${leadId}`, bearer, {});
    secrets.wrongApiKey = `spk_${secret(32)}`;
    expect((await send("GET", "/api/v1/leads", { authorization: `Bearer ${secrets.wrongApiKey}` })).statusCode).toBe(
      401,
    );

    // A webhook's signing secret (made, rotated and used) and a token in the receiver's own address.
    secrets.receiverPath = secret();
    const hook = await send(
      "POST",
      "/api/admin/webhooks",
      { cookie },
      { url: receiver.url("127.0.0.1", `/hooks/${secrets.receiverPath}`), events: ["lead.created"] },
    );
    expect(hook.statusCode, hook.body).toBe(201);
    secrets.webhookSecret = hook.json().secret;
    const rotated = await send("POST", `/api/admin/webhooks/${hook.json().id}/rotate-secret`, { cookie }, {});
    secrets.rotatedWebhookSecret = rotated.json().secret;
    receiver.statuses = [500, 204];
    const final = { id: newLeadId(), leadSecret: secret(), fullName: "Sam Hook", phone: "416-555-0101" };
    expect((await send("POST", "/api/leads", {}, final)).statusCode).toBe(200);
    await receiver.waitFor(2);
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.json().id));
    expect(delivery?.attempts).toBe(2);

    // The metrics token.
    expect((await send("GET", "/metrics", { authorization: `Bearer ${METRICS_TOKEN}` })).statusCode).toBe(200);
    secrets.metrics = METRICS_TOKEN;

    const logs = t.logs();
    for (const [kind, value] of Object.entries(secrets)) {
      expect(value.length, kind).toBeGreaterThanOrEqual(22);
      expect(logs.includes(value), `${kind} is in the log`).toBe(false);
    }
    // The requests were logged, with the secret in their address masked.
    const paths = loggedPaths();
    for (const path of [
      "/api/calendar/[token]",
      "/api/sellers-guide/[token]",
      "/api/sellers-guide/[token]/questions",
      "/api/sellers-guide/[token]/responses",
      "/api/sellers-guide/[token]/images",
      "/sellers-guide/[token]",
      "/fr/sellers-guide/[token]",
      "/unsubscribe/[token]",
      `/api/admin/webhooks/${hook.json().id}/rotate-secret`,
      `/api/v1/leads/${leadId}`,
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(logs).toContain("webhooks: delivery failed");
    const [stored] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId));
    expect(stored?.id).toBe(leadId);
  });
});

describe("requestLogPath", () => {
  const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde";
  it("masks a route's secret parameters and keeps its ids and public names", () => {
    expect(
      requestLogPath({
        url: `/api/calendar/${token}.ics?x=1`,
        routeOptions: { url: "/api/calendar/:file" },
        params: { file: `${token}.ics` },
      }),
    ).toBe("/api/calendar/[token]");
    expect(
      requestLogPath({
        url: "/api/admin/webhooks/12/deliveries/34/resend",
        routeOptions: { url: "/api/admin/webhooks/:id/deliveries/:deliveryId/resend" },
        params: { id: "12", deliveryId: "34" },
      }),
    ).toBe("/api/admin/webhooks/12/deliveries/34/resend");
    // A parameter no one has named public is masked, short or not.
    expect(
      requestLogPath({
        url: "/api/things/abc/x",
        routeOptions: { url: "/api/things/:code/x" },
        params: { code: "abc" },
      }),
    ).toBe("/api/things/[token]/x");
  });

  it("masks the guide reader's page and any token-like segment of an address no route matched", () => {
    expect(requestLogPath({ url: "/sellers-guide/short", params: {} })).toBe("/sellers-guide/[token]");
    // The built client's files are served by a wildcard route that every page address also reaches.
    expect(
      requestLogPath({
        url: "/sellers-guide/short?x=1",
        routeOptions: { url: "/*" },
        params: { "*": "sellers-guide/short" },
      }),
    ).toBe("/sellers-guide/[token]");
    expect(requestLogPath({ url: "/fr/sellers-guide/short/", params: {} })).toBe("/fr/sellers-guide/[token]/");
    expect(requestLogPath({ url: `/api/calendar/${token}.ics/more` })).toBe("/api/calendar/[token]/more");
    expect(requestLogPath({ url: "/guides/pricing?email=a@b.test" })).toBe("/guides/pricing");
  });
});

import { type APIRequestContext, expect, request, test } from "@playwright/test";
import { type PushServicePeer, startPushServicePeer } from "../server/test/push-service-peer";
import { SERVER_START_MS, startServer } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

// Decisions 035 and 036, in Chromium: the service worker registers, a subscription reaches the server, a
// first-to-claim lead's push (encrypted by the server, decrypted by a loopback push service) is delivered to
// the service worker through the DevTools protocol, the notification shows with its Claim action, and the
// service worker's notificationclick handler claims the lead. This spec runs its own server: it changes pools.

let stopServer: (() => Promise<void>) | undefined;
let baseURL: string;
let peer: PushServicePeer;
let admin: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS + 30_000);
  peer = await startPushServicePeer();
  const started = await startServer();
  baseURL = started.server.url;
  stopServer = started.stop;
  admin = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await admin.post("/api/login", { data: { email: "admin@demo.test", password: "demo1234" } });
  expect(login.status()).toBe(200);
});

test.afterAll(async () => {
  await admin?.dispose();
  await stopServer?.();
  await peer?.close();
});

interface NotificationView {
  title: string;
  body: string;
  tag: string;
  actions: { action: string; title: string }[];
}

test("a pushed offer shows as a notification whose Claim action assigns the lead", async ({ browser }) => {
  test.setTimeout(90_000);
  // The demo agent is the only member of the one active pool, which offers leads first-to-claim.
  const agents = (await (await admin.get("/api/admin/agents")).json()) as { id: number; email: string }[];
  const agent = agents.find((a) => a.email === "agent@demo.test");
  expect(agent).toBeDefined();
  const pools = (await (await admin.get("/api/admin/pools")).json()) as {
    id: number;
    name: string;
    leadType: string;
  }[];
  for (const pool of pools) {
    const res = await admin.put(`/api/admin/pools/${pool.id}`, {
      data: { name: pool.name, leadType: pool.leadType, isActive: false, memberIds: [] },
    });
    expect(res.status()).toBe(200);
  }
  const created = await admin.post("/api/admin/pools", {
    data: { name: "Phones", leadType: "any", memberIds: [agent?.id], mode: "first_to_claim", claimTimeoutMinutes: 5 },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext({ baseURL });
  await context.grantPermissions(["notifications"], { origin: baseURL });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("Email").fill("agent@demo.test");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Leads up for grabs" })).toBeVisible();
  await expectNoAxeViolations(page, "agent dashboard with its leads up for grabs");

  // The dashboard's card registers the service worker (scope /), and its first install takes this open page
  // under its control (clientsClaim). Checked here, on a page that stays put: a navigation in flight while
  // the worker activates is not claimed (the browser's rule), and the next one is controlled anyway.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL}/`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The notifications page, loaded under the active worker, is controlled and links the staff manifest.
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, "/notifications");
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.en-CA.webmanifest");
  const manifestResponse = await page.request.get("/manifest.en-CA.webmanifest");
  expect(manifestResponse.headers()["cache-control"]).toBe("no-cache");
  expect((await page.request.get("/sw.js")).headers()["cache-control"]).toBe("no-cache");
  const manifest = await manifestResponse.json();
  expect(manifest).toMatchObject({
    start_url: "/dashboard?source=installed-app",
    display: "standalone",
    lang: "en-CA",
  });

  // Through the real PushManager where this Chromium has a push service; else (headless, no FCM) a
  // subscription made for the loopback push service, posted as the page would post its own.
  await page.getByRole("button", { name: "Turn on notifications" }).click();
  const viaBrowser = await expect(page.getByRole("status").filter({ hasText: "Notifications are on for this device." }))
    .toBeVisible({ timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  // The server's pushes go to the loopback push service in any case (no outside push service is reachable here).
  const res = await page.request.post("/api/push/subscriptions", {
    data: peer.subscription("chromium"),
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(201);
  test.info().annotations.push({ type: "subscription", description: viaBrowser ? "PushManager" : "loopback" });

  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  const versions = new Map<string, { registrationId: string; status: string }>();
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  cdp.on("ServiceWorker.workerVersionUpdated", (event) => {
    for (const v of event.versions) versions.set(v.versionId, { registrationId: v.registrationId, status: v.status });
  });
  await cdp.send("ServiceWorker.enable");
  const ours = () => registrations.findLast((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted)?.registrationId;
  await expect.poll(ours).toBeTruthy();
  const registrationId = ours() ?? "";
  // A push goes to the registration's activated version (a delivery meant for one still installing is dropped).
  await expect
    .poll(() => [...versions.values()].some((v) => v.registrationId === registrationId && v.status === "activated"))
    .toBe(true);

  // A seller's final lead: the pool offers it, and the server pushes the offer to the agent's device.
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const saved = await visitor.post("/api/leads", {
    data: { leadType: "cash", name: "Nadia Notify", phone: "416-555-0142" },
  });
  expect(saved.status()).toBe(200);
  const leadId = ((await saved.json()) as { id: string }).id;
  await visitor.dispose();

  await peer.waitFor(1, 15_000);
  const pushed = peer.received.find((p) => p.payload.leadId === leadId);
  expect(pushed?.payload).toMatchObject({
    type: "lead.offered",
    title: "Lead up for grabs: Nadia Notify",
    actions: [{ action: "claim", title: "Claim" }],
  });
  const data = JSON.stringify(pushed?.payload);

  // The push service's delivery to the browser, by the DevTools protocol: the service worker's push handler runs.
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: `${baseURL}/`, registrationId, data });
  const shown = async () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      return (await reg.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        actions: ((n as Notification & { actions?: { action: string; title: string }[] }).actions ?? []).map((a) => ({
          action: a.action,
          title: a.title,
        })),
      }));
    });
  await expect.poll(shown).toHaveLength(1);
  const [notification] = (await shown()) as NotificationView[];
  expect(notification).toEqual({
    title: "Lead up for grabs: Nadia Notify",
    body: "Cash Offer: the first agent to claim it gets it.",
    tag: `lead-${leadId}`,
    actions: [{ action: "claim", title: "Claim" }],
  });

  // Pressing Claim: the browser gives no way to press a notification's button, so its notificationclick
  // event is dispatched in the service worker itself, with the notification it shows and action "claim".
  const [worker] = context.serviceWorkers();
  expect(worker).toBeDefined();
  await worker?.evaluate(async (tag) => {
    const scope = self as unknown as {
      registration: { getNotifications(f: { tag: string }): Promise<Notification[]> };
      dispatchEvent(e: Event): boolean;
    };
    const [n] = await scope.registration.getNotifications({ tag });
    const NotificationEventCtor = (globalThis as unknown as { NotificationEvent: new (t: string, i: object) => Event })
      .NotificationEvent;
    scope.dispatchEvent(new NotificationEventCtor("notificationclick", { notification: n, action: "claim" }));
  }, `lead-${leadId}`);

  // The lead is the agent's, and the app window shows it.
  await expect
    .poll(async () => ((await (await admin.get(`/api/leads/${leadId}`)).json()) as { agentId: number | null }).agentId)
    .toBe(agent?.id);
  await expect(page).toHaveURL(new RegExp(`/leads/${leadId}\\?claim=claimed$`));
  await expect.poll(shown).toHaveLength(0);
  const offer = await (await page.request.get(`/api/leads/${leadId}/offer`)).json();
  expect(offer).toMatchObject({ status: "claimed", offeredToMe: true });
  await context.close();
});

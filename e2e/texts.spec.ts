import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { CONSENT_TEXT_VERSION } from "../contract/leads";
import { freePort } from "../server/test/server-process";
import { inboundFields, startTwilioPeer, type TwilioPeer } from "../server/test/twilio-peer";
import { SERVER_START_MS, startServer } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

// Decision 038: an agent texts a seller from the lead's Texts tab and sees the provider's delivery report
// and the seller's reply arrive live. The server runs as `npm start` does (the built bundle) with
// SMS_PROVIDER=twilio pointed at a loopback Twilio-compatible peer; PUBLIC_URL is the server's own
// address, so the peer's signed callbacks reach it and verify.
const OUR_NUMBER = "+15145550000";

let peer: TwilioPeer;
let url: string;
let stopServer: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS + 30_000);
  peer = await startTwilioPeer();
  const port = await freePort();
  const started = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: peer.accountSid,
    TWILIO_AUTH_TOKEN: peer.authToken,
    TWILIO_FROM: OUR_NUMBER,
    TWILIO_API_BASE: peer.url,
  });
  url = started.server.url;
  stopServer = started.stop;
});

test.afterAll(async () => {
  await stopServer?.();
  await peer?.close();
});

test("an agent texts from a template, sees it delivered, and sees the seller's reply arrive without reloading", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const last = String(1000 + (randomBytes(2).readUInt16BE() % 8999));
  const phone = `(416) 555-${last}`;
  const e164 = `+1416555${last}`;
  const id = `lead_${Date.now()}_${randomBytes(5).toString("hex")}`;

  const visitor = await browser.newContext({ baseURL: url });
  const saved = await visitor.request.post("/api/leads", {
    headers: { origin: url },
    data: {
      id,
      leadSecret: randomBytes(16).toString("base64url"),
      leadType: "agent",
      name: "Alex Texter",
      email: `alex.${last}@example.com`,
      phone,
      province: "ON",
      contactMethod: "Phone",
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
      completedContact: true,
    },
  });
  expect(saved.status()).toBe(200);
  await visitor.close();

  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("Email").fill("agent@demo.test");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/leads/${id}`);
  await expect(page.getByText("Live updates")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("tab", { name: "Texts" }).click();
  await expect(page.getByText("No texts yet.")).toBeVisible();

  // The seller texts first: the text appears in the open thread, and the agent's answer within the hour goes
  // at once whatever the hour (decision 038: a live conversation), so this test runs at any time of day.
  const thread = page.getByRole("list", { name: "Text conversation" });
  const incoming = thread.locator('[data-direction="in"]');
  const first = await peer.post(
    `${url}/api/sms/twilio/inbound`,
    inboundFields(peer, e164, OUR_NUMBER, "Hi, I just sent my request. Are you around?"),
  );
  expect(first.status).toBe(200);
  await expect(incoming.first()).toContainText("Hi, I just sent my request. Are you around?", { timeout: 5_000 });
  // The demo runs the assistant in Autopilot on texts (decision 062): it answers at once, and says who it is.
  const outgoing = thread.locator('[data-direction="out"]');
  const automated = outgoing.first();
  await expect(automated).toContainText(
    "Hi, this is Maple Key Realty's automated assistant. When are you hoping to sell?",
    { timeout: 5_000 },
  );
  await expect(automated).toContainText("Automated assistant");

  await page.getByRole("button", { name: "Introduction" }).click();
  const box = page.getByLabel("Write a text");
  await expect(box).toHaveValue(
    "Hi Alex, this is Priya Sharma from Maple Key Realty. Thanks for your request! When is a good time to talk?",
  );
  await page.getByRole("button", { name: "Send text" }).click();
  await expect(box).toHaveValue("");

  const sent = outgoing.nth(1);
  await expect(sent).toContainText("Hi Alex, this is Priya Sharma from Maple Key Realty.");
  await expect(sent).toContainText("Priya Sharma");

  // The loopback provider accepted it (201, queued) and reports it delivered through the signed callback.
  const message = (await peer.waitForMessages(2, 10_000)).find((m) => m.body.startsWith("Hi Alex"));
  expect(message).toMatchObject({ to: e164, from: OUR_NUMBER, statusCallback: `${url}/api/sms/twilio/status` });
  expect(message?.body).toBe(
    "Hi Alex, this is Priya Sharma from Maple Key Realty. Thanks for your request! When is a good time to talk?",
  );
  expect((await peer.postStatus(message as NonNullable<typeof message>, "delivered")).status).toBe(204);
  await expect(sent.getByTestId("text-status")).toHaveText("Delivered", { timeout: 5_000 });

  // The seller answers: the reply appears in the open thread, no reload.
  const reply = await peer.post(
    `${url}/api/sms/twilio/inbound`,
    inboundFields(peer, e164, OUR_NUMBER, "Sounds good, call me after 5"),
  );
  expect(reply.status).toBe(200);
  await expect(incoming).toHaveCount(2, { timeout: 5_000 });
  const answer = incoming.last();
  await expect(answer).toContainText("Sounds good, call me after 5");
  await expect(answer).toContainText("Seller");
  await expect(answer.getByTestId("text-status")).toHaveText("Received");
  // The agent has answered: the assistant stays silent on this lead.
  await page.waitForTimeout(1500);
  await expect(outgoing).toHaveCount(2);
  await expectNoAxeViolations(page, `agent /leads/${id} Texts tab`);
  await context.close();
});

test("an admin turns the acknowledgement off and on again, and reads the text outbox", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("Email").fill("admin@demo.test");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/dashboard?tab=texts");
  await expect(page.getByRole("heading", { name: "Instant text acknowledgement" })).toBeVisible();
  const english = page.getByLabel("Text in English");
  await expect(english).toHaveValue(
    "{brokerage}: Hi {name}, we received your request. {promise} Reply STOP to unsubscribe.",
  );
  await expect(page.getByLabel("Text in French")).toHaveValue(
    "{brokerage} : Bonjour {name}, nous avons bien reçu votre demande. {promise} Répondez ARRET pour vous désabonner.",
  );
  await expect(page.getByRole("heading", { name: "Text outbox" })).toBeVisible();
  await expectNoAxeViolations(page, "admin /dashboard?tab=texts");

  const toggle = page.getByLabel("Send the acknowledgement");
  await toggle.uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Acknowledgement saved", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Send the acknowledgement")).not.toBeChecked();
  await page.getByLabel("Send the acknowledgement").check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Acknowledgement saved", { exact: true })).toBeVisible();
  await context.close();
});

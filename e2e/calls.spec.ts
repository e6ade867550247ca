import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { freePort } from "../server/test/server-process";
import { startTwilioVoicePeer, type TwilioVoicePeer } from "../server/test/twilio-voice-peer";
import { SERVER_START_MS, startServer } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";

// Issue 47, decision 052: on a phone-sized lead page an agent presses Call; the provider (a loopback
// Twilio-compatible Voice peer) rings the agent, the agent presses 1, the seller answers and hangs up after
// 2 min 35 s; the call appears on the lead with its outcome without a reload, and the agent records how it
// went in one tap. The server runs as `npm start` does, with PUBLIC_URL its own address so the peer's signed
// callbacks verify.
const BROKERAGE_NUMBER = "+15145550000";

let peer: TwilioVoicePeer;
let url: string;
let stopServer: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS + 30_000);
  peer = await startTwilioVoicePeer();
  const port = await freePort();
  const started = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMS_PROVIDER: "twilio",
    TWILIO_ACCOUNT_SID: peer.accountSid,
    TWILIO_AUTH_TOKEN: peer.authToken,
    TWILIO_FROM: BROKERAGE_NUMBER,
    TWILIO_API_BASE: peer.url,
  });
  url = started.server.url;
  stopServer = started.stop;
});

test.afterAll(async () => {
  await stopServer?.();
  await peer?.close();
});

/** An IANA zone where it is now about 13:00, inside calling hours on any day (weekdays 9-21:30, weekends 10-18). */
function zoneAtMidday(now = new Date()): string {
  let offset = 13 - now.getUTCHours();
  if (offset > 14) offset -= 24;
  if (offset < -12) offset += 24;
  // Etc/GMT zones count the other way round: Etc/GMT-5 is UTC+5.
  return offset === 0 ? "Etc/GMT" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`;
}

async function signIn(page: import("@playwright/test").Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("an agent calls a seller from a phone-sized lead page, sees the call's outcome arrive live, and records how it went", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Calling hours are read in the seller's time zone; a lead without a province takes the brokerage's, set
  // here to one where it is midday, so the test runs at any hour.
  const admin = await browser.newContext({ baseURL: url });
  const adminPage = await admin.newPage();
  await signIn(adminPage, "admin@demo.test");
  const zone = await adminPage.request.put("/api/admin/routing-rules/time-zone", {
    headers: { origin: url },
    data: { timeZone: zoneAtMidday() },
  });
  expect(zone.status()).toBe(200);
  await admin.close();

  const last = String(1000 + (randomBytes(2).readUInt16BE() % 8999));
  const id = `lead_${Date.now()}_${randomBytes(5).toString("hex")}`;
  const visitor = await browser.newContext({ baseURL: url });
  const saved = await visitor.request.post("/api/leads", {
    headers: { origin: url },
    data: {
      id,
      leadSecret: randomBytes(16).toString("base64url"),
      leadType: "agent",
      name: "Casey Caller",
      phone: `(416) 555-${last}`,
    },
  });
  expect(saved.status()).toBe(200);
  await visitor.close();

  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signIn(page, "agent@demo.test");
  await page.goto(`/leads/${id}`);
  await expect(page.getByText("Live updates")).toBeVisible({ timeout: 15_000 });
  const card = page.getByRole("region", { name: "Calls" });
  await expect(card.getByText("No calls yet.")).toBeVisible();
  await expect(card.getByText("Calls ring your phone at (416) 555-0103.")).toBeVisible();

  await card.getByRole("button", { name: "Call", exact: true }).click();
  await expect(page.getByText("Your phone is ringing. Pick up and press 1.").first()).toBeVisible();
  const [agentLeg] = await peer.waitForCalls(1, 10_000);
  if (!agentLeg) throw new Error("the provider got no call");
  expect(agentLeg).toMatchObject({ to: "+14165550103", from: BROKERAGE_NUMBER });
  const item = card.getByRole("list", { name: "Calls with the seller" }).getByRole("listitem").first();
  await expect(item).toContainText("Ringing your phone");

  // The phone network: the agent picks up and hears the whisper, presses 1, the seller answers, then hangs up.
  const whisper = await peer.post(agentLeg.url, peer.callFields(agentLeg, "in-progress"));
  expect(whisper.body).toContain("Listing lead, Casey Caller. Press 1 to connect.");
  const connectUrl = agentLeg.url.replace(/\/voice\/(\d+)$/, "/voice/$1/connect");
  const connect = await peer.post(connectUrl, peer.callFields(agentLeg, "in-progress", { Digits: "1" }));
  expect(connect.body).toContain(`+1416555${last}</Number>`);
  await expect(item).toContainText("Calling the seller");
  const sellerStatus = agentLeg.statusCallback.replace(/\/agent$/, "/seller");
  const sellerLeg = { CallSid: `CA${randomBytes(16).toString("hex")}`, ParentCallSid: agentLeg.sid };
  const answered = await peer.post(
    sellerStatus,
    peer.callFields(agentLeg, "in-progress", { ...sellerLeg, AnsweredBy: "human" }),
  );
  expect(answered.status).toBe(204);
  await expect(item).toContainText("On the call");
  const ended = await peer.post(
    sellerStatus,
    peer.callFields(agentLeg, "completed", { ...sellerLeg, AnsweredBy: "human", CallDuration: "155" }),
  );
  expect(ended.status).toBe(204);
  await expect(item).toContainText("Answered");
  await expect(item).toContainText("2 min 35 s");

  await item.getByRole("group", { name: "How did it go?" }).getByRole("button").first().click();
  await expect(page.getByText("Disposition saved").first()).toBeVisible();
  await expect(item).toContainText("Disposition:");
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, `agent /leads/${id} Calls card at 390 px`);
  await context.close();
});

import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import nodemailer from "nodemailer";
import { CONSENT_TEXT_VERSION } from "../contract/leads";
import { replyAddress } from "../server/lib/reply-address";
import { freePort } from "../server/test/server-process";
import { SmtpPeer } from "../server/test/smtp-peer";
import { SERVER_START_MS, startServer } from "./fixtures";

// Decision 051: a seller's e-mailed reply reaches the portal over SMTP (the real protocol, at the portal's
// own listener), shows on the lead's Conversation tab and in the staff inbox live on a second screen, and
// the agent answers it from the tab; the inbox lets it go at once. The answer leaves through a loopback
// SMTP peer.
const DOMAIN = "reply.maple.test";
const KEY = "reply-secret-for-e2e-0123456789abcdef";

let url: string;
let smtpPort: number;
let peer: SmtpPeer;
let stopServer: (() => Promise<void>) | undefined;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS + 30_000);
  peer = new SmtpPeer();
  await peer.start();
  const port = await freePort();
  smtpPort = await freePort();
  const started = await startServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    REPLY_DOMAIN: DOMAIN,
    REPLY_SECRET: KEY,
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_SMTP_HOST: "127.0.0.1",
  });
  url = started.server.url;
  stopServer = started.stop;
});

test.afterAll(async () => {
  await stopServer?.();
  await peer?.stop();
});

async function signedIn(browser: import("@playwright/test").Browser, email: string) {
  const context = await browser.newContext({ baseURL: url });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

test("an agent answers a seller's e-mailed reply from the Conversation tab; the inbox shows it until then, live on a second screen", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = randomBytes(3).toString("hex");
  const id = `lead_${Date.now()}_${randomBytes(5).toString("hex")}`;
  const email = `robin.${tag}@example.com`;
  const visitor = await browser.newContext({ baseURL: url });
  const saved = await visitor.request.post("/api/leads", {
    headers: { origin: url },
    data: {
      id,
      leadSecret: randomBytes(16).toString("base64url"),
      leadType: "agent",
      name: `Robin Replies ${tag}`,
      email,
      province: "ON",
      contactMethod: "Email",
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
      completedContact: true,
    },
  });
  expect(saved.status()).toBe(200);
  await visitor.close();

  const agent = await signedIn(browser, "agent@demo.test");
  await agent.page.goto(`/leads/${id}`);
  await expect(agent.page.getByText("Live updates")).toBeVisible({ timeout: 15_000 });
  await agent.page.getByRole("tab", { name: "Conversation" }).click();
  await expect(agent.page.getByText("No messages yet.")).toBeVisible();

  const manager = await signedIn(browser, "manager@demo.test");
  await manager.page.goto("/inbox");
  await expect(manager.page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expect(manager.page.getByText("Live updates")).toBeVisible({ timeout: 15_000 });
  const waiting = manager.page.getByTestId("inbox-item").filter({ hasText: `Robin Replies ${tag}` });
  await expect(waiting).toHaveCount(0);

  // The seller replies to the lead's reply address, over SMTP, with the quoted message below.
  const sender = nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort, secure: false, ignoreTLS: true });
  await sender.sendMail({
    from: email,
    to: replyAddress(id, KEY, DOMAIN),
    subject: "Re: Your request",
    text: "Could you come by on Saturday morning?\n\nOn Mon, Maple Key Realty wrote:\n> We received your request.",
  });

  const thread = agent.page.getByRole("list", { name: "Conversation with the seller" });
  await expect(thread.locator('[data-direction="in"]')).toContainText("Could you come by on Saturday morning?", {
    timeout: 10_000,
  });
  await expect(thread).not.toContainText("We received your request.");
  await expect(waiting).toHaveCount(1, { timeout: 10_000 });
  await expect(waiting).toContainText("Could you come by on Saturday morning?");
  await expect(waiting.getByTestId("inbox-waiting")).toHaveText("Waiting 0 min");

  await expect(agent.page.getByRole("radio", { name: "E-mail" })).toBeChecked();
  await agent.page.getByLabel("Answer").fill("Saturday at 10 works. See you then!");
  await agent.page.getByRole("tabpanel", { name: "Conversation" }).getByRole("button", { name: "Send" }).click();
  await expect(agent.page.getByText("Answer queued", { exact: true })).toBeVisible();
  const out = thread.locator('[data-direction="out"]');
  await expect(out).toContainText("Saturday at 10 works. See you then!");
  // Queued until the mail worker has sent it, which may already be done when the thread is read again.
  await expect(out.getByTestId("conversation-status")).toHaveText(/^(Queued|Sent)$/);

  // Answered: the inbox on the other screen lets it go, no reload.
  await expect(waiting).toHaveCount(0, { timeout: 10_000 });
  await expect
    .poll(() => peer.received.some((m) => m.to.includes(email) && m.raw.includes("Saturday at 10 works.")), {
      timeout: 15_000,
    })
    .toBe(true);
  const delivered = peer.received.find((m) => m.to.includes(email) && m.raw.includes("Saturday at 10 works."));
  expect(delivered?.raw).toContain("Subject: Re: Your request");
  // The mail worker sends no live event when it delivers: the status reads "Sent" on the next load.
  await agent.page.reload();
  await agent.page.getByRole("tab", { name: "Conversation" }).click();
  await expect(
    agent.page
      .getByRole("list", { name: "Conversation with the seller" })
      .locator('[data-direction="out"]')
      .getByTestId("conversation-status"),
  ).toHaveText("Sent");
  await agent.context.close();
  await manager.context.close();
});

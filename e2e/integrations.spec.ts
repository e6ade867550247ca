import type { Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { WebhookReceiver } from "../server/test/webhook-receiver";
import { expect, test } from "./fixtures";

async function signIn(page: Page, email = "admin@demo.test", password = "demo1234") {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const receiver = new WebhookReceiver();
test.beforeAll(() => receiver.start());
test.afterAll(() => receiver.stop());

test("an admin adds a webhook endpoint: the secret is shown once and signs the deliveries, which can be resent", async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  await page.getByRole("complementary", { name: "Admin sidebar" }).getByRole("link", { name: "Integrations" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Integrations" })).toBeVisible();

  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByText("Enter a full http:// or https:// address")).toBeVisible();
  const url = receiver.url("127.0.0.1", `/hooks/${Date.now()}`);
  await page.getByLabel("Endpoint URL").fill(url);
  await page.getByLabel("Description (optional)").fill("Zapier Catch Hook");
  await page.getByRole("button", { name: "Add endpoint" }).click();

  const reveal = page.getByRole("region", { name: `Signing secret for ${url}` });
  await expect(reveal.getByText("Copy it now: it will not be shown again.")).toBeVisible();
  const secret = (await reveal.locator("code").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_/);
  await reveal.getByRole("button", { name: "I have saved it" }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  const card = page.getByRole("listitem", { name: url });
  await expect(card.getByText("Zapier Catch Hook")).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // A seller finishes a lead: the endpoint gets it, signed with the secret shown once.
  const before = receiver.received.length;
  const save = await page.request.post(`${baseURL}/api/leads`, {
    headers: { origin: baseURL as string },
    data: { fullName: "Browser Webhook", phone: "416-555-0111", leadType: "cash" },
  });
  expect(save.status()).toBe(200);
  const [delivery] = (await receiver.waitFor(before + 1)).slice(before);
  const payload = new Webhook(secret).verify(delivery?.body as string, delivery?.headers as Record<string, string>) as {
    type: string;
    data: { lead: { fullName: string } };
  };
  expect(payload).toMatchObject({ type: "lead.created", data: { lead: { fullName: "Browser Webhook" } } });

  await card.getByRole("button", { name: "Show deliveries" }).click();
  const row = card.getByRole("row").filter({ hasText: "lead.created" }).first();
  await expect(row.getByText("sent", { exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "204" })).toBeVisible();
  await row.getByRole("button", { name: /^Resend lead\.created delivery/ }).click();
  await expect(page.getByText("Delivery queued", { exact: true })).toBeVisible();
  const resent = await receiver.waitFor(before + 2);
  expect(resent[before + 1]?.headers["webhook-id"]).toBe(delivery?.headers["webhook-id"]);
});

test("an admin creates an API key, shown once, that works until it is revoked", async ({ page, baseURL }) => {
  await signIn(page);
  await page.goto("/dashboard?tab=integrations");
  await page.getByRole("button", { name: "Create API key" }).click();
  const name = `Dialer ${Date.now()}`;
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create key" }).click();
  const reveal = page.getByRole("region", { name: `API key "${name}"` });
  const key = (await reveal.locator("code").textContent()) ?? "";
  expect(key).toMatch(/^spk_/);

  const call = () => page.request.get(`${baseURL}/api/v1/leads`, { headers: { authorization: `Bearer ${key}` } });
  expect((await call()).status()).toBe(200);

  await reveal.getByRole("button", { name: "I have saved it" }).click();
  await page.reload();
  await expect(page.getByText(key)).toHaveCount(0);
  const item = page.getByRole("listitem", { name });
  await expect(item.getByText(/^Last used: (?!Never)/)).toBeVisible();
  await item.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(item.getByText(/^Revoked /)).toBeVisible();
  expect((await call()).status()).toBe(401);
});

test("the API reference page shows the public API to staff", async ({ page }) => {
  await signIn(page);
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Seller Portal API/ })).toBeVisible();
  await expect(page.getByText("/api/v1/leads/{id}").first()).toBeVisible();
});

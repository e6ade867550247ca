import { readFile } from "node:fs/promises";
import { type Page, request as playwrightRequest } from "@playwright/test";
import type { Message } from "../contract/client-portal";
import { expect, test } from "./fixtures";
import { unique } from "./support/leads";

async function signInAsClient(page: Page) {
  await page.goto("/auth?client=true");
  await expect(page.getByLabel("Email")).toHaveValue("client@demo.test");
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Client dashboard" })).toBeVisible();
}

async function openTile(page: Page, label: string) {
  await page.getByRole("button", { name: label, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: label });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The demo agent, signed in through the API in a context of their own. */
async function signInAsAgent(baseURL: string) {
  const agent = await playwrightRequest.newContext({ baseURL });
  const login = await agent.post("/api/login", {
    data: { email: "agent@demo.test", password: "demo1234", userType: "agent" },
  });
  expect(login.status()).toBe(200);
  const clients = (await (await agent.get("/api/staff/clients")).json()) as { id: number; email: string }[];
  const demoClient = clients.find((c) => c.email === "client@demo.test");
  expect(demoClient, "the demo client is one of the demo agent's clients").toBeDefined();
  return { agent, threadUrl: `/api/staff/clients/${demoClient?.id}/messages` };
}

test("the demo client sees the greeting, the agent card and every tile's dialog", async ({ page }) => {
  await signInAsClient(page);
  await expect(page.getByText("Welcome, Jordan Taylor", { exact: true })).toBeVisible();
  const agent = page.getByRole("region", { name: "Your agent" });
  await expect(agent.getByText("Priya Sharma")).toBeVisible();
  await expect(agent.getByRole("link", { name: "agent@demo.test" })).toHaveAttribute("href", "mailto:agent@demo.test");
  await expect(page.getByRole("region", { name: "Upcoming Tasks" })).toContainText("Begin Phase 1 preparation");

  const expectations: [string, string][] = [
    ["My Profile", "client@demo.test"],
    ["Messages", "Should we repaint the living room first?"],
    ["Seller's Guide", "Download PDF"],
    ["Home Prep", "Showings"],
    ["Partners", "Staging & Design"],
    ["Service Plans", "Premium"],
    ["Net Sheet", "Estimated net proceeds"],
    ["Offers", "No offers yet."],
    ["Activity", "Personalized seller's guide created"],
    ["Documents", "No documents yet."],
  ];
  for (const [label, text] of expectations) {
    const dialog = await openTile(page, label);
    await expect(dialog.getByText(text).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  }
});

test("a ticked Home Prep task is still ticked after a reload and shows in the activity", async ({ page }) => {
  await signInAsClient(page);
  let dialog = await openTile(page, "Home Prep");
  const task = dialog.getByRole("checkbox", { name: "Stage the main rooms" });
  await expect(task).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/client/checklist/list-staging"));
  await task.check();
  expect((await saved).status()).toBe(204);

  await page.reload();
  dialog = await openTile(page, "Home Prep");
  await expect(dialog.getByRole("checkbox", { name: "Stage the main rooms" })).toBeChecked();
  await page.keyboard.press("Escape");
  dialog = await openTile(page, "Activity");
  await expect(dialog.getByText("Completed task: Stage the main rooms")).toBeVisible();
});

test("a message the client sends reaches the demo agent, and the agent's reply appears", async ({ page, baseURL }) => {
  const text = `Can we book photos next week? ${unique()}`;
  await signInAsClient(page);
  const dialog = await openTile(page, "Messages");
  const box = dialog.getByLabel("Message Priya Sharma");
  await expect(box).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Send" })).toBeDisabled();
  await box.fill(text);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText(text)).toBeVisible();
  await expect(box).toHaveValue("");

  const { agent, threadUrl } = await signInAsAgent(baseURL as string);
  const thread = (await (await agent.get(threadUrl)).json()) as Message[];
  expect(thread.at(-1)).toMatchObject({ sender: "Jordan Taylor", content: text, isAgent: false });

  const reply = `Booked for Tuesday ${unique()}`;
  expect((await agent.post(threadUrl, { data: { content: reply } })).status()).toBe(201);
  await agent.dispose();
  // The open dialog re-reads the thread every 5 s.
  await expect(dialog.getByText(reply)).toBeVisible({ timeout: 8000 });
});

test("the net sheet computes the spec's example as the client types", async ({ page }) => {
  await signInAsClient(page);
  const dialog = await openTile(page, "Net Sheet");
  await dialog.getByLabel("Sale price ($)").fill("800,000");
  await dialog.getByLabel("Mortgage balance ($)").fill("350000");
  await dialog.getByLabel("Mortgage discharge fee ($)").fill("500");
  await dialog.getByLabel("Legal fees ($)").fill("1500");
  await dialog.getByLabel("Other expenses ($)").fill("2000");
  const estimate = dialog.getByLabel("Net sheet estimate");
  await expect(estimate).toContainText("Total commissions$40,000.00");
  await expect(estimate).toContainText("HST (13%) on commissions$5,200.00");
  await expect(estimate).toContainText("Estimated net proceeds$400,800.00");

  await dialog.getByLabel("Mortgage balance ($)").fill("-5");
  await expect(dialog.getByText("Cannot be negative")).toBeVisible();
  await expect(estimate).toHaveCount(0);
});

test("the seller's guide opens on screen and downloads as a PDF", async ({ page }) => {
  await signInAsClient(page);
  const dialog = await openTile(page, "Seller's Guide");
  await expect(dialog.getByRole("link", { name: "Open Guide" })).toHaveAttribute(
    "href",
    /^\/sellers-guide\/[A-Za-z0-9_-]+$/,
  );
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  const file = await readFile((await download.path()) as string);
  expect(file.length).toBeGreaterThan(1000);
  expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("the client saves a new name and is greeted by it", async ({ page }) => {
  await signInAsClient(page);
  const rename = async (first: string, last: string) => {
    const dialog = await openTile(page, "My Profile");
    await dialog.getByRole("button", { name: "Edit name" }).click();
    await dialog.getByLabel("First name").fill(first);
    await dialog.getByLabel("Last name").fill(last);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByRole("button", { name: "Edit name" })).toBeVisible();
    await page.keyboard.press("Escape");
  };
  await rename("Jordan", "Taylor-Reid");
  await expect(page.getByText("Welcome, Jordan Taylor-Reid", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("Welcome, Jordan Taylor-Reid", { exact: true })).toBeVisible();
  // Put the demo name back for the other tests on this worker's server.
  await rename("Jordan", "Taylor");
  await expect(page.getByText("Welcome, Jordan Taylor", { exact: true })).toBeVisible();
});

import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { unique } from "./support/leads";

// docs/accessibility.md: abandoned partials in their own view, represented sellers marked and not callable, and the
// agent dashboard's tab and search kept in its URL.

async function post(visitor: APIRequestContext, baseURL: string, path: string, data: object): Promise<string> {
  const response = await visitor.post(path, { data, headers: { origin: baseURL } });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function signIn(page: Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("the agent dashboard lists unfinished leads apart, marks represented sellers and keeps its state", async ({
  page,
  baseURL,
}) => {
  const word = unique();
  const visitor = await playwrightRequest.newContext({ baseURL });
  // A flow started and left before any contact detail, and a seller who said they have a Realtor.
  await post(visitor, baseURL as string, "/api/leads/partial", { name: `Abandoned ${word}`, leadType: "cash" });
  const phone = "(416) 555-0100";
  const represented = await post(visitor, baseURL as string, "/api/leads", {
    name: `Represented ${word}`,
    email: `rep.${word}@example.com`,
    phone,
    leadType: "agent",
    hasAgent: true,
  });
  await visitor.dispose();

  await signIn(page, "agent@demo.test");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(word);
  const panel = page.getByRole("tabpanel");
  const card = panel.getByRole("link", { name: new RegExp(`Represented ${word}`) });
  await expect(card).toBeVisible();
  await expect(card.getByText("Do Not Contact", { exact: true })).toBeVisible();
  await expect(panel.getByText(`Abandoned ${word}`)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?q=${word}$`));

  await page.getByRole("tab", { name: /^Unfinished/ }).click();
  await expect(panel.getByRole("link", { name: new RegExp(`Abandoned ${word}`) })).toBeVisible();
  await expect(panel.getByText(`Represented ${word}`)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?tab=unfinished&q=${word}$`));

  await page.getByRole("tab", { name: "Realtor Services" }).click();
  await card.click();
  await expect(page).toHaveURL(`/leads/${represented}`);
  const call = page.getByRole("link", { name: `${phone} (Do Not Contact)` });
  await expect(call).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("link", { name: `rep.${word}@example.com (Do Not Contact)` })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await expect(page.locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);

  // 'Back to Dashboard' and the browser's Back both return to the same tab and search.
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?tab=realtor&q=${word}$`));
  await expect(page.getByRole("searchbox", { name: "Search leads" })).toHaveValue(word);
  await expect(page.getByRole("tab", { name: "Realtor Services" })).toHaveAttribute("aria-selected", "true");
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(`/leads/${represented}`);
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Realtor Services" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("searchbox", { name: "Search leads" })).toHaveValue(word);
});

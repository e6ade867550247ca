import type { Page, Request } from "@playwright/test";
import type { LeadSaveResponse } from "../contract/leads";
import { expect, test } from "./fixtures";
import { readLeadAsStaff } from "./support/leads";
import { generateGuideToken, waitForHydration } from "./support/pages";

// Every public page arrives rendered and React hydrates that same markup. A mismatch makes React log a
// console.error (and re-render on the client), which the fixture turns into a failure; warnings are
// collected here too, so a hydration warning of any level fails.

function collectWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning" && /hydrat|did not match|server rendered/i.test(message.text())) {
      warnings.push(message.text());
    }
  });
  return warnings;
}

/** Holds every script of the page until the returned function is called: the page is server markup only. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}

/** The id of the next partial lead the page saves (POST /api/leads/partial, accepted). */
async function savedPartialLead(page: Page): Promise<string> {
  const response = await page.waitForResponse(
    (res) => new URL(res.url()).pathname === "/api/leads/partial" && res.request().method() === "POST",
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as LeadSaveResponse).id;
}

test("every public page hydrates its server-rendered HTML without a warning and stays interactive", async ({
  page,
  baseURL,
}) => {
  const warnings = collectWarnings(page);
  // Every element the app removes from the page until it counts as hydrated: hydration (the parts a page
  // wraps in Suspense included) must adopt the server's markup, not replace it.
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { removedWhileHydrating: removed });
    const observer = new MutationObserver((records) => {
      if (document.documentElement.hasAttribute("data-hydrated")) return observer.disconnect();
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
        }
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const guide = await generateGuideToken(page, baseURL);
  const pages: Array<[string, () => Promise<void>]> = [
    [
      "/",
      () =>
        expect(
          page.getByRole("region", { name: "Seller questionnaire" }).getByText("What do you need help with?"),
        ).toBeVisible(),
    ],
    [
      "/guides/pricing-strategy",
      () => expect(page.getByRole("heading", { level: 1, name: "Pricing Strategy" })).toBeVisible(),
    ],
    ["/db-guide-demo", () => expect(page.getByRole("heading", { name: "Seller's Guide Library" })).toBeVisible()],
    ["/guide-demo", () => expect(page.getByRole("heading", { level: 2, name: "Introduction" })).toBeVisible()],
    [
      "/lead-flow/cash-offer",
      () => expect(page.getByRole("heading", { name: "Where is your property?" })).toBeVisible(),
    ],
    [
      "/lead-flow/realtor?variant=two-step",
      () => expect(page.getByRole("heading", { name: "Tell Us About Your Property" })).toBeVisible(),
    ],
    [
      `/sellers-guide/${guide.token}`,
      () => expect(page.getByRole("heading", { level: 1, name: guide.title })).toBeVisible(),
    ],
    ["/privacy", () => expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible()],
    ["/no-such-page", () => expect(page.getByText("404 Page Not Found")).toBeVisible()],
    // The same pages in French: their own texts, hydrated without a mismatch too.
    ...[
      "/fr",
      "/fr/guides/pricing-strategy",
      "/fr/db-guide-demo",
      "/fr/guide-demo",
      "/fr/lead-flow/cash-offer",
      "/fr/lead-flow/realtor?variant=two-step",
      `/fr/sellers-guide/${guide.token}`,
      "/fr/privacy",
      "/fr/no-such-page",
    ].map((url): [string, () => Promise<void>] => [
      url,
      async () => {
        await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
        await expect(page.getByRole("link", { name: "Read this page in English" }).first()).toBeVisible();
      },
    ]),
  ];
  for (const [url, visible] of pages) {
    const api: string[] = [];
    const onRequest = (request: Request) => {
      if (request.method() !== "GET" || !["fetch", "xhr"].includes(request.resourceType())) return;
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/") && path !== "/api/user" && path !== "/api/guides/track") api.push(path);
    };
    page.on("request", onRequest);
    const response = await page.goto(url);
    expect(response?.headers()["content-type"], url).toContain("text/html");
    expect(await response?.text(), `${url} is server-rendered`).toContain('id="ssr-data"');
    await waitForHydration(page);
    await visible();
    page.off("request", onRequest);
    const removed = await page.evaluate(
      () => (window as unknown as { removedWhileHydrating: string[] }).removedWhileHydrating,
    );
    expect(removed, `${url} replaced server markup while hydrating`).toEqual([]);
    // The page's data came with the HTML: hydration asked the API for none of it.
    expect(api, `${url} fetched its data again`).toEqual([]);
  }
  expect(warnings).toEqual([]);
});

test("a hydrated landing page answers the first click: the questionnaire moves on", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const questionnaire = page.getByRole("region", { name: "Seller questionnaire" });
  await questionnaire.getByRole("button").first().click();
  await expect(page.getByRole("heading", { name: "When are you planning to move?" })).toBeVisible();
});

test("a topic tapped before the JavaScript has run: the questionnaire moves on and the answer is saved", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const questionnaire = page.getByRole("region", { name: "Seller questionnaire" });
  await questionnaire.getByRole("button", { name: "Pricing Strategy" }).click();
  // Nothing can answer yet: the page stays on the first step.
  await expect(page.getByRole("heading", { name: "When are you planning to move?" })).toHaveCount(0);
  const saved = savedPartialLead(page);
  release();
  await expect(page.getByRole("heading", { name: "When are you planning to move?" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const lead = await readLeadAsStaff(page, await saved);
  expect(lead.topics).toEqual(["Pricing Strategy"]);
});

test("each of several taps made before the JavaScript has run counts: Next twice is two steps", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/guides/pricing-strategy", { waitUntil: "commit" });
  const progress = page.getByText(/^Section 1 of \d+$/);
  const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(3);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(progress).toBeVisible();
  release();
  await expect(page.getByText(`Section 3 of ${total}`)).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page.getByText(`Section 2 of ${total}`)).toBeVisible();
});

test("a guide scrolled before the JavaScript has run stays where the visitor is, and its form loads there", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/guides/pricing-strategy", { waitUntil: "commit" });
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("First Name", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test("what is typed and chosen before the JavaScript has run is kept once the page hydrates", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/lead-flow/realtor?variant=two-step", { waitUntil: "commit" });
  await page.getByLabel("Property address").fill("77 Oak Avenue, Calgary, AB");
  await page.getByRole("radio", { name: "Yes" }).check();
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("Property address")).toHaveValue("77 Oak Avenue, Calgary, AB");
  await expect(page.getByRole("radio", { name: "Yes" })).toBeChecked();
  // The app took both in: the step is complete and moves on.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Full name")).toBeVisible();
});

test("the four-card flow: a location typed and Next pressed (Enter) before the JavaScript has run moves on, keeps the fields and saves the address", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/lead-flow/cash-offer?variant=four-card", { waitUntil: "commit" });
  // Next stays disabled until the app has checked the card: the keyboard's Enter (a phone's "Go") is what a
  // visitor can press.
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.getByLabel("Street address").fill("5 Harbour Lane");
  await page.getByLabel("Unit (optional)").fill("12");
  await page.getByLabel("City").fill("Vancouver");
  await page.getByLabel("Province").selectOption("BC");
  await page.getByLabel("Postal code").fill("V6B 1A1");
  await page.getByLabel("Postal code").press("Enter");
  // The browser did not send the form itself (what was typed stays out of the address).
  await expect(page).toHaveURL(/\/lead-flow\/cash-offer\?variant=four-card$/);
  const saved = savedPartialLead(page);
  release();
  await expect(page.getByRole("radio", { name: "Fair" })).toBeVisible();
  await expect(page).toHaveURL(/\/lead-flow\/cash-offer\?variant=four-card$/);
  const lead = await readLeadAsStaff(page, await saved);
  expect(lead).toMatchObject({ address: "5 Harbour Lane", city: "Vancouver", province: "BC" });
  // Back on the first card, every field is as the visitor typed it.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Street address")).toHaveValue("5 Harbour Lane");
  await expect(page.getByLabel("Unit (optional)")).toHaveValue("12");
  await expect(page.getByLabel("City")).toHaveValue("Vancouver");
  await expect(page.getByLabel("Province")).toHaveValue("BC");
  await expect(page.getByLabel("Postal code")).toHaveValue("V6B 1A1");
});

test("two taps on the personal guide reader's Next before the JavaScript has run move two steps", async ({
  page,
  baseURL,
}) => {
  const guide = await generateGuideToken(page, baseURL);
  const release = await holdScripts(page);
  await page.goto(`/sellers-guide/${guide.token}`, { waitUntil: "commit" });
  const total = guide.sections.length + 2;
  await expect(page.getByText(`Step 1 of ${total}`, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  release();
  await expect(page.getByText(`Step 3 of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: guide.sections[1]?.title })).toBeVisible();
});

import { readFile } from "node:fs/promises";
import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, signIn, viewports } from "./support/axe";
import { createPublicLead, unique } from "./support/leads";

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Admin sidebar" });
/** This month as the report counts months (UTC), `YYYY-MM`. */
const month = new Date().toISOString().slice(0, 7);
const today = new Date().toISOString().slice(0, 10);

/** The cells of the row a source heads, as the reader sees them. */
async function rowCells(page: Page, source: string) {
  const row = page
    .getByRole("table", { name: "Cost per listing by source" })
    .getByRole("row")
    .filter({
      has: page.getByRole("rowheader", { name: source, exact: true }),
    });
  return row.getByRole("cell").allInnerTexts();
}

/** Two leads from a source of this test, one of them a signed listing, and $300.00 of this month's spend. */
async function seed(baseURL: string, source: string) {
  const first = await createPublicLead(baseURL, { name: `Ads ${source} one`, phone: "416-555-0141", source });
  await createPublicLead(baseURL, { name: `Ads ${source} two`, phone: "416-555-0142", source });
  const admin = await playwrightRequest.newContext({ baseURL });
  const headers = { origin: baseURL };
  const login = await admin.post("/api/login", { data: { email: "admin@demo.test", password: "demo1234" }, headers });
  expect(login.status()).toBe(200);
  const outcome = await admin.put(`/api/leads/${first}/outcome`, { data: { listingSignedOn: today }, headers });
  expect(outcome.status(), await outcome.text()).toBe(200);
  const spend = await admin.post("/api/admin/ads/spend/import", {
    data: { csv: `month,source,campaign,amount\n${month},${source},,300.00\n` },
    headers,
  });
  expect(spend.status(), await spend.text()).toBe(200);
  await admin.dispose();
}

async function saveLocale(baseURL: string, locale: "en-CA" | "fr-CA") {
  const staff = await playwrightRequest.newContext({ baseURL });
  const headers = { origin: baseURL };
  await staff.post("/api/login", { data: { email: "manager@demo.test", password: "demo1234" }, headers });
  expect((await staff.put("/api/user/locale", { data: { locale }, headers })).status()).toBe(200);
  await staff.dispose();
}

test("a manager reads the cost per listing by source with its chart, exports it, on a phone and in French", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000); // a server, leads, axe at two sizes and a language switch on a shared two-core machine
  const source = `ads${unique()}`;
  await seed(baseURL as string, source);

  await page.setViewportSize(viewports.desktop);
  await signIn(page, "manager@demo.test");
  await sidebar(page).getByRole("link", { name: "Cost per listing", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\?tab=ads-report$/);
  await expect(page.getByRole("heading", { level: 2, name: "Cost per listing" })).toBeVisible();

  // Leads, cost per lead, signed listings, cost per signed listing and spend, exact to the cent.
  await expect.poll(() => rowCells(page, source)).toEqual(["2", "$150.00", "1", "$300.00", "$300.00"]);
  const chart = page.getByRole("img", { name: /^Spend by source/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator(`[data-bar="${source}"]`)).toContainText("$300.00");
  await page.getByLabel("Chart").selectOption({ label: "Cost per signed listing by source" });
  await expect(page.getByRole("img", { name: /^Cost per signed listing by source/ })).toBeVisible();
  await expectNoAxeViolations(page, "cost per listing 1440x900");

  // The export is the server's CSV of the same months.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  const from = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 12, 1)).toISOString();
  expect(file.suggestedFilename()).toBe(`cost-per-listing-${from.slice(0, 7)}-${month}.csv`);
  const csv = await readFile((await file.path()) as string, "utf8");
  const line = csv.split("\r\n").find((l) => l.startsWith(`"${source}",`));
  expect(line).toBe(`"${source}","","","","2","0","1","1","0","0.00","300.00","150.00","300.00","",""`);

  // At 390 px the rows stack, the chart scales, and nothing scrolls sideways.
  await page.setViewportSize(viewports.phone);
  await expect(page.getByRole("img", { name: /^Cost per signed listing by source/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
  await expectNoAxeViolations(page, "cost per listing 390x844");

  // In French: the same report in the manager's language.
  await saveLocale(baseURL as string, "fr-CA");
  try {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/dashboard?tab=ads-report");
    await expect(page.getByRole("heading", { level: 2, name: "Coût par inscription" })).toBeVisible();
    const table = page.getByRole("table", { name: "Coût par inscription selon la source" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Source",
      "Prospects",
      "Coût par prospect",
      "Inscriptions signées",
      "Coût par inscription signée",
      "Dépenses",
    ]);
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: source, exact: true }) });
    await expect(row.getByRole("cell")).toHaveText(["2", /^150,00\s\$$/, "1", /^300,00\s\$$/, /^300,00\s\$$/]);
    await expect(page.getByRole("img", { name: /^Dépenses selon la source/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Exporter en CSV" })).toBeVisible();
    // The French texts are longer: still nothing sideways at 390 px, with the longest chart chosen.
    await page.setViewportSize(viewports.phone);
    await page.getByLabel("Graphique").selectOption({ label: "Coût par inscription signée selon la source" });
    await expect(page.getByRole("img", { name: /^Coût par inscription signée selon la source/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.phone.width);
  } finally {
    await saveLocale(baseURL as string, "en-CA");
  }
});

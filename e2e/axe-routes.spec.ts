import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations, makeGuideToken, signIn, type ViewportName, viewports } from "./support/axe";
import { waitForHydration } from "./support/pages";

/**
 * docs/accessibility.md: axe-core on every route of the spec's route table, every admin tab and both viewports, with
 * reduced motion on so no scan catches a half-finished transition. 0 violations of any impact.
 */

/** Opens a path and waits until its h1 (and, when given, a sign that its data arrived) is on screen. */
async function visit(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeVisible();
  if (ready) await ready(page);
}

async function staffPage(browser: Browser, baseURL: string, viewport: ViewportName, email: string, client = false) {
  const context = await browser.newContext({ baseURL, viewport: viewports[viewport], reducedMotion: "reduce" });
  const page = await context.newPage();
  await signIn(page, email, client);
  return { page, close: () => context.close() };
}

const noText = (text: string) => async (page: Page) => {
  await expect(page.getByText(text)).toHaveCount(0);
};

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  test.describe(`axe at ${viewport} (${viewports[viewport].width}×${viewports[viewport].height})`, () => {
    test.use({ viewport: viewports[viewport] });
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
    });

    test("public routes", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const token = await makeGuideToken(baseURL as string);
      const routes: [string, ((page: Page) => Promise<void>)?][] = [
        [
          "/",
          async (p) =>
            await expect(p.getByRole("heading", { level: 2, name: "Sell Your Home", exact: true })).toBeVisible(),
        ],
        ["/auth"],
        ["/auth?client=true"],
        [
          `/sellers-guide/${token}`,
          async (p) => await expect(p.getByRole("heading", { name: "Introduction" })).toBeVisible(),
        ],
        ["/sellers-guide/no-such-token", async (p) => await expect(p.getByRole("alert")).toBeVisible()],
        ["/guide-demo", async (p) => await expect(p.getByRole("button", { name: "Next" })).toBeVisible()],
        [
          "/db-guide-demo",
          async (p) => await expect(p.getByRole("button", { name: /Staging My Home/ }).first()).toBeVisible(),
        ],
        ["/image-test", async (p) => await expect(p.getByRole("link", { name: "Sign in" })).toBeVisible()],
        [
          "/guides/pricing-strategy",
          async (p) => {
            await expect(p.locator("#guide-section-title")).toBeVisible();
            // The consultation form loads when it scrolls into view: scan it too.
            await p.getByRole("contentinfo").scrollIntoViewIfNeeded();
            await expect(p.getByRole("heading", { name: "Need More Personalized Help?" })).toBeVisible();
          },
        ],
        ["/lead-flow/realtor", async (p) => await expect(p.getByRole("button", { name: "Next" })).toBeVisible()],
        ["/lead-flow/cash-offer", async (p) => await expect(p.getByRole("button", { name: "Next" })).toBeVisible()],
        [
          "/lead-flow/realtor?variant=two-step",
          async (p) => await expect(p.getByRole("button", { name: "Continue" })).toBeVisible(),
        ],
        [
          "/lead-flow/cash-offer?variant=two-step",
          async (p) => await expect(p.getByRole("button", { name: "Continue" })).toBeVisible(),
        ],
        [
          "/no-such-page",
          async (p) => await expect(p.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible(),
        ],
      ];
      for (const [path, ready] of routes) {
        await visit(page, path, ready);
        await expectNoAxeViolations(page, `${path} (${viewport})`);
      }
    });

    test("public routes in French, and the home-value funnel and privacy page in both languages", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const token = await makeGuideToken(baseURL as string);
      // Each page once it has mounted (its lazy parts then asked for); the funnel's result is scanned in both
      // languages by e2e/seller-journey.spec.ts.
      const paths = [
        "/home-value",
        "/privacy",
        "/fr",
        "/fr/home-value",
        "/fr/privacy",
        `/fr/sellers-guide/${token}`,
        "/fr/guide-demo",
        "/fr/db-guide-demo",
        "/fr/guides/pricing-strategy",
        "/fr/lead-flow/realtor",
        "/fr/lead-flow/cash-offer",
        "/fr/lead-flow/realtor?variant=two-step",
        "/fr/lead-flow/cash-offer?variant=two-step",
      ];
      for (const path of paths) {
        await visit(page, path);
        await waitForHydration(page);
        await expect(page.locator("html")).toHaveAttribute("lang", path.startsWith("/fr") ? "fr-CA" : "en-CA");
        if (path === "/fr")
          await expect(
            page.getByRole("heading", { level: 2, name: "Vendre votre propriété", exact: true }),
          ).toBeVisible();
        await expectNoAxeViolations(page, `${path} (${viewport})`);
      }
    });

    test("agent: dashboard, lead detail, client messages and the pages closed to agents", async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const { page, close } = await staffPage(browser, baseURL as string, viewport, "agent@demo.test");
      await visit(page, "/dashboard", noText("Loading leads..."));
      await expectNoAxeViolations(page, `agent /dashboard (${viewport})`);
      const lead = page.locator("a[href^='/leads/']").first();
      await expect(lead).toBeVisible();
      const href = (await lead.getAttribute("href")) as string;
      for (const tab of ["Notes", "Reminders", "History"]) {
        await visit(page, href, noText("Loading lead details..."));
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await expectNoAxeViolations(page, `agent ${href} ${tab} tab (${viewport})`);
      }
      await visit(page, "/clients");
      await expectNoAxeViolations(page, `agent /clients (${viewport})`);
      await visit(page, "/guide-admin");
      await expectNoAxeViolations(page, `agent /guide-admin, refused (${viewport})`);
      await visit(page, "/image-test");
      await expectNoAxeViolations(page, `agent /image-test, refused (${viewport})`);
      await close();
    });

    test("admin: every dashboard tab, guide admin tabs, image test, /admin", async ({ browser, baseURL }) => {
      test.setTimeout(150_000);
      const { page, close } = await staffPage(browser, baseURL as string, viewport, "admin@demo.test");
      for (const tab of ["", "leads", "agents", "pools", "landing-pages", "guides", "settings", "integrations"]) {
        await visit(page, tab ? `/dashboard?tab=${tab}` : "/dashboard");
        await expect(page.locator("main h2").first()).toBeVisible();
        await expect(page.getByText(/^Loading/)).toHaveCount(0);
        await expectNoAxeViolations(page, `admin /dashboard?tab=${tab} (${viewport})`);
      }
      await visit(page, "/admin");
      await expect(page).toHaveURL(/\/dashboard$/);
      await visit(
        page,
        "/guide-admin",
        async (p) => await expect(p.getByRole("tab", { name: "Guides" })).toBeVisible(),
      );
      await expect(page.getByRole("heading", { name: "Staging My Home" })).toBeVisible();
      await expectNoAxeViolations(page, `admin /guide-admin Guides tab (${viewport})`);
      await page.getByRole("tab", { name: "Sections" }).click();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expectNoAxeViolations(page, `admin /guide-admin Sections tab (${viewport})`);
      await visit(page, "/image-test", async (p) => await expect(p.getByLabel("Image", { exact: true })).toBeVisible());
      await expectNoAxeViolations(page, `admin /image-test (${viewport})`);
      await close();
    });

    test("manager and client dashboards; a client on a lead URL", async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const manager = await staffPage(browser, baseURL as string, viewport, "manager@demo.test");
      await visit(manager.page, "/dashboard");
      await expect(manager.page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoAxeViolations(manager.page, `manager /dashboard (${viewport})`);
      await manager.close();

      const client = await staffPage(browser, baseURL as string, viewport, "client@demo.test", true);
      await visit(
        client.page,
        "/dashboard",
        async (p) => await expect(p.getByRole("button", { name: "My Profile", exact: true })).toBeVisible(),
      );
      await expectNoAxeViolations(client.page, `client /dashboard (${viewport})`);
      await visit(client.page, "/leads/lead_1700000000000_abcdef");
      await expect(client.page.getByRole("heading", { name: "You don't have access to this lead" })).toBeVisible();
      await expect(client.page.getByRole("button", { name: "Try again" })).toHaveCount(0);
      await expectNoAxeViolations(client.page, `client /leads/{id}, refused (${viewport})`);
      await client.close();
    });
  });
}

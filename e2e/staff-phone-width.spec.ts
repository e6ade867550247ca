import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn, viewports, waitForQuietDom } from "./support/axe";
import { createPublicLead, unique } from "./support/leads";

// Issue 44: no staff page scrolls sideways on a 390×844 phone, in English or in French, for any role. Each
// page is opened as its user reaches it and `document.documentElement.scrollWidth` is measured; a page
// wider than the phone is reported with the elements that stick out past its right edge.

const PHONE = viewports.phone;
type Locale = "en-CA" | "fr-CA";
type Role = "agent" | "manager" | "admin";

const people: Record<Role, string> = {
  agent: "agent@demo.test",
  manager: "manager@demo.test",
  admin: "admin@demo.test",
};

/** Every admin dashboard tab (client/features/admin-dashboard/components/admin-nav-items.ts). */
const sharedTabs = [
  "leads",
  "response",
  "ads-report",
  "import",
  "agents",
  "landing-pages",
  "pools",
  "routing-rules",
  "settings",
  "guides",
  "home-values",
];
const adminOnlyTabs = ["integrations", "privacy", "consent", "texts", "action-plans"];

/** Sets a demo user's saved language through the API (the worker's tests share the server). */
async function saveLocale(baseURL: string, email: string, locale: Locale) {
  const staff = await playwrightRequest.newContext({ baseURL });
  const login = await staff.post("/api/login", { data: { email, password: "demo1234" }, headers: { origin: baseURL } });
  expect(login.status()).toBe(200);
  const saved = await staff.put("/api/user/locale", { data: { locale }, headers: { origin: baseURL } });
  expect(saved.status()).toBe(200);
  await staff.dispose();
}

/** The page's width and, when it is too wide, the deepest elements whose right edge passes the screen's. */
async function measure(page: Page) {
  return page.evaluate((limit) => {
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return { width, culprits: [] as string[] };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const cls = typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}` : "";
      const text = (el.textContent ?? "").trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}" right=${Math.round(el.getBoundingClientRect().right)}`;
    };
    const sticking = [...document.body.querySelectorAll("*")].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.right > limit + 0.5;
    });
    // The outermost ones that stick out, where the cause usually is.
    const outermost = sticking.filter((el) => !sticking.includes(el.parentElement as Element));
    return { width, culprits: outermost.slice(0, 4).map(describe) };
  }, PHONE.width);
}

interface Walk {
  page: Page;
  wide: string[];
}

/** Waits for the page's h1 and for the page to settle, then records it if it is wider than the phone. */
async function check({ page, wide }: Walk, label: string) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await waitForQuietDom(page);
  const { width, culprits } = await measure(page);
  if (width > PHONE.width) wide.push(`${label}: ${width} px — ${culprits.join(" | ")}`);
}

/** The lead page, then each of its tabs in turn. */
async function walkLeadPage(walk: Walk, leadId: string) {
  const { page } = walk;
  await page.goto(`/leads/${leadId}`);
  await check(walk, "lead page");
  const tabs = page.getByRole("tablist").first().getByRole("tab");
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(5); // Notes, Reminders, History, Timeline, Texts
  for (let at = 0; at < count; at++) {
    const tab = tabs.nth(at);
    const name = (await tab.textContent())?.trim() ?? String(at);
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await check(walk, `lead page, tab ${name}`);
  }
}

async function walkSharedPages(walk: Walk, role: Role) {
  for (const path of ["/pipeline", "/calendar-feed", "/notifications", "/clients"]) {
    await walk.page.goto(path);
    await check(walk, path);
  }
  if (role !== "agent") {
    await walk.page.goto("/guide-admin");
    await check(walk, "/guide-admin");
    await walk.page.goto("/image-test");
    await check(walk, "/image-test");
  }
}

const words: Record<Locale, { table: string; cards: string }> = {
  "en-CA": { table: "Table", cards: "Cards" },
  "fr-CA": { table: "Tableau", cards: "Cartes" },
};

test.use({ viewport: PHONE });

for (const role of Object.keys(people) as Role[]) {
  for (const locale of ["en-CA", "fr-CA"] as const) {
    test(`${role}, ${locale}: every staff page fits a 390 px phone`, async ({ page, baseURL }) => {
      test.setTimeout(240_000); // some thirty pages, each settled before it is measured
      const email = people[role];
      // A lead with long words where people have them: a hyphenated name, a long e-mail, a postal code.
      const leadId = await createPublicLead(baseURL as string, {
        leadType: "cash",
        name: `Marie-Ève Tremblay-Gagnon ${unique()}`,
        email: `marie-eve.tremblay-gagnon.${unique()}@courriel-exemple.ca`,
        phone: "514-555-0142",
        street: "1234 boulevard Saint-Laurent",
        city: "Montréal",
        province: "QC",
        postalCode: "H2X 2T1",
        propertyCondition: "Good",
      });
      await saveLocale(baseURL as string, email, locale);
      const walk: Walk = { page, wide: [] };
      try {
        await signIn(page, email);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        if (role === "agent") {
          await check(walk, "dashboard, cards");
          await page.getByRole("button", { name: words[locale].table, exact: true }).click();
          await expect(page.getByRole("button", { name: words[locale].table, exact: true })).toHaveAttribute(
            "aria-pressed",
            "true",
          );
          await check(walk, "dashboard, table");
          await page.getByRole("button", { name: words[locale].cards, exact: true }).click();
        } else {
          await check(walk, "dashboard");
          for (const tab of role === "admin" ? [...sharedTabs, ...adminOnlyTabs] : sharedTabs) {
            await page.goto(`/dashboard?tab=${tab}`);
            await check(walk, `dashboard tab ${tab}`);
          }
        }
        await walkLeadPage(walk, leadId);
        await walkSharedPages(walk, role);
        expect(walk.wide, `pages wider than ${PHONE.width} px`).toEqual([]);
      } finally {
        await saveLocale(baseURL as string, email, "en-CA");
      }
    });
  }
}

/** The boxes of `selector`'s children that pass their parent's right edge (badges out of their cards). */
async function childrenOutside(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((cards) =>
    cards.flatMap((card) => {
      const outer = card.getBoundingClientRect();
      return [...card.querySelectorAll("span, a, p")]
        .filter((el) => el.getBoundingClientRect().right > outer.right + 0.5)
        .map(
          (el) =>
            `${(el.textContent ?? "").trim()} (${Math.round(el.getBoundingClientRect().right - outer.right)} px out)`,
        );
    }),
  );
}

test.describe("the layouts issue 44 found", () => {
  test.afterEach(async ({ baseURL }) => {
    for (const email of Object.values(people)) await saveLocale(baseURL as string, email, "en-CA");
  });

  test("French at 1440: the agent's header is one row, and the pipeline's badges stay inside their cards", async ({
    page,
    baseURL,
  }) => {
    await saveLocale(baseURL as string, people.agent, "fr-CA");
    await page.setViewportSize(viewports.desktop);
    await signIn(page, people.agent);
    const header = page.getByRole("banner");
    const signOut = header.getByRole("button", { name: "Se déconnecter" });
    const pipeline = header.getByRole("button", { name: "Pipeline" });
    await expect(signOut).toBeVisible();
    const [first, last] = [await pipeline.boundingBox(), await signOut.boundingBox()];
    expect(last?.y, "Se déconnecter sits on the row of the other places").toBe(first?.y);
    expect(last?.height).toBeLessThanOrEqual(44); // one line of text in a 40 px button

    await pipeline.click();
    await expect(page.getByRole("heading", { level: 1, name: "Pipeline" })).toBeVisible();
    await expect(page.locator("[data-lead-id]").first()).toBeVisible();
    await expect(page.locator("[data-lead-id]").getByText("Service de courtage").first()).toBeVisible();
    expect(await childrenOutside(page, "[data-lead-id]")).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await childrenOutside(page, "[data-lead-id]")).toEqual([]);
  });

  test("after a route change the h1 has focus but shows no ring, by mouse and by keyboard", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await signIn(page, people.agent);
    const ring = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        return { tag: active.tagName, outline: getComputedStyle(active).outlineStyle };
      });
    await page.getByRole("banner").getByRole("button", { name: "Calendar feed" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Calendar feed" })).toBeFocused();
    expect(await ring()).toEqual({ tag: "H1", outline: "none" });
    await page.getByRole("link", { name: "Back to Dashboard" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Agent dashboard" })).toBeFocused();
    expect(await ring()).toEqual({ tag: "H1", outline: "none" });
    // Controls keep their ring: Tab from the heading reaches the header's first place, outlined.
    await page.getByRole("banner").getByRole("button", { name: "Pipeline" }).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    expect((await ring()).outline).toBe("solid");
  });

  test("table view at half width: the reminders come before the table, not under its twenty rows", async ({ page }) => {
    await page.setViewportSize({ width: 720, height: 900 });
    await signIn(page, people.agent);
    await page.getByRole("button", { name: "Table", exact: true }).click();
    const reminders = page.getByRole("heading", { level: 2, name: "Upcoming Reminders" });
    const table = page.getByRole("table");
    await expect(table).toBeVisible();
    const [above, below] = [await reminders.boundingBox(), await table.boundingBox()];
    expect((above?.y ?? Number.POSITIVE_INFINITY) < (below?.y ?? 0)).toBe(true);
    for (const width of [1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const [r, t] = [await reminders.boundingBox(), await table.boundingBox()];
      expect((r?.y ?? Number.POSITIVE_INFINITY) < (t?.y ?? 0), `at ${width} px`).toBe(true);
    }
  });

  test("admin on a phone: no icon rail, e-mails on one line, tables as stacked rows, styled file fields", async ({
    page,
  }) => {
    await signIn(page, people.admin);
    await page.goto("/dashboard?tab=agents");
    await expect(page.getByRole("heading", { level: 2, name: "Agents" })).toBeVisible();
    // The closed sidebar takes no room; the header's button opens it over the page and focus moves in.
    const sidebar = page.getByRole("complementary", { name: "Admin sidebar" });
    await expect(sidebar).toBeHidden();
    const main = await page.getByRole("main").boundingBox();
    expect(main?.x).toBe(0);
    // The header's title gets room of its own: no word of it runs out of its box under the buttons.
    const title = page.getByRole("heading", { level: 1, name: "Admin dashboard" });
    expect(
      await title.evaluate((h1) => h1.scrollWidth - h1.clientWidth),
      "the h1 overflows its box",
    ).toBeLessThanOrEqual(0);
    const email = page.getByText("manager@demo.test", { exact: true });
    const box = await email.boundingBox();
    const lineHeight = await email.evaluate((el) => Number.parseFloat(getComputedStyle(el).lineHeight));
    expect(box?.height, "the e-mail is one line, not a letter a line").toBeLessThanOrEqual(lineHeight + 1);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole("button", { name: "Collapse sidebar" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole("button", { name: "Expand sidebar" })).toBeFocused();

    await page.goto("/dashboard?tab=home-values");
    const accuracy = page.getByTestId("accuracy-table");
    await expect(accuracy).toBeVisible();
    expect(await accuracy.evaluate((table) => getComputedStyle(table).display)).toBe("block");
    expect(await accuracy.locator("thead").evaluate((head) => head.getBoundingClientRect().height)).toBeLessThanOrEqual(
      1,
    );
    // The file field's button is the app's, not the browser's grey "Choose File".
    const file = page.locator('input[type="file"]').first();
    const button = await file.evaluate((input) => getComputedStyle(input, "::file-selector-button").backgroundColor);
    expect(button).toBe("rgb(240, 253, 250)"); // brand-50
  });
});

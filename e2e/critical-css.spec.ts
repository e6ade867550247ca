import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { generateGuideToken, waitForHydration } from "./support/pages";

// A server-rendered page inlines only the CSS rules its markup uses and loads the whole stylesheet with
// media="print", which the app switches to all the first time it changes the page (critical-css.ts on
// the server, full-stylesheet.ts in the browser). If the inlined rules missed one, a visitor would see the
// page change when the whole sheet arrives, or keep it broken without JavaScript. So: with JavaScript off
// (the whole sheet never applies), every element's computed style must be the same before and after the
// whole sheet is applied by hand.

const PROPERTIES = [
  "display",
  "position",
  "top",
  "right",
  "bottom",
  "left",
  "z-index",
  "box-sizing",
  "width",
  "height",
  "min-width",
  "max-width",
  "min-height",
  "margin-top",
  "margin-right",
  "margin-bottom",
  "margin-left",
  "padding-top",
  "padding-right",
  "padding-bottom",
  "padding-left",
  "border-top-width",
  "border-right-width",
  "border-bottom-width",
  "border-left-width",
  "border-top-style",
  "border-top-color",
  "border-bottom-color",
  "border-top-left-radius",
  "border-bottom-right-radius",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "line-height",
  "letter-spacing",
  "text-align",
  "text-decoration-line",
  "text-transform",
  "white-space",
  "color",
  "background-color",
  "background-image",
  "box-shadow",
  "opacity",
  "visibility",
  "overflow-x",
  "overflow-y",
  "flex-direction",
  "flex-wrap",
  "flex-grow",
  "flex-shrink",
  "flex-basis",
  "justify-content",
  "align-items",
  "align-self",
  "row-gap",
  "column-gap",
  "grid-template-columns",
  "grid-column-start",
  "grid-column-end",
  "order",
  "list-style-type",
  "outline-style",
  "outline-width",
  "cursor",
  "transform",
  "object-fit",
  "aspect-ratio",
];
const PSEUDO_PROPERTIES = [
  "content",
  "display",
  "position",
  "top",
  "left",
  "width",
  "height",
  "border-top-left-radius",
];

type Styles = Array<{ element: string; pseudo: string; style: Record<string, string> }>;

/** The computed styles of <html>, <body> and every element of #root, with their ::before and ::after. */
function computedStyles(page: Page): Promise<Styles> {
  return page.evaluate(
    ([properties, pseudoProperties]) => {
      const elements = [document.documentElement, document.body, ...document.querySelectorAll("#root *")];
      const read = (element: Element, pseudo: string, names: string[]) => {
        const computed = getComputedStyle(element, pseudo || null);
        return Object.fromEntries(names.map((name) => [name, computed.getPropertyValue(name)]));
      };
      return elements.flatMap((element, index) => {
        const name = `${index}:${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`;
        return [
          { element: name, pseudo: "", style: read(element, "", properties) },
          { element: name, pseudo: "::before", style: read(element, "::before", pseudoProperties) },
          { element: name, pseudo: "::after", style: read(element, "::after", pseudoProperties) },
        ];
      });
    },
    [PROPERTIES, PSEUDO_PROPERTIES] as const,
  );
}

/** Where two readings differ, as `element pseudo property: before → after`. */
function differences(before: Styles, after: Styles): string[] {
  const found: string[] = [];
  before.forEach(({ element, pseudo, style }, index) => {
    const other = after[index]?.style ?? {};
    for (const [property, value] of Object.entries(style)) {
      if (other[property] !== value) found.push(`${element}${pseudo} ${property}: ${value} → ${other[property]}`);
    }
  });
  return found;
}

async function publicPages(page: Page, baseURL: string | undefined): Promise<Array<[string, number]>> {
  const guide = await generateGuideToken(page, baseURL);
  return [
    ["/", 200],
    ["/guides/pricing-strategy", 200],
    ["/lead-flow/cash-offer", 200],
    ["/lead-flow/realtor", 200],
    [`/sellers-guide/${guide.token}`, 200],
    ["/no-such-page", 404],
    ["/fr", 200],
  ];
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each public page's inlined CSS styles it exactly as the whole stylesheet does", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    // Animations (the skeletons' pulse) would change styles between two readings: cut to one frame.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const [url, status] of await publicPages(page, baseURL)) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1280, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(status);
        const html = (await response?.text()) ?? "";
        const href = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*media="print" data-full-css>/.exec(html)?.[1];
        expect(href, `${url} loads the whole stylesheet without blocking`).toBeDefined();
        const full = await (await page.request.get(href as string)).text();
        const inlined = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
        expect(inlined.length, `${url} inlines its own rules`).toBeGreaterThan(5_000);
        expect(inlined.length, `${url} does not inline the whole sheet`).toBeLessThan(full.length / 2);

        // Not vacuous: a rule of the whole sheet that the page does not use is not in force.
        const probe = () =>
          page.evaluate(() => {
            const element = document.createElement("div");
            element.className = "bg-violet-50";
            document.body.append(element);
            const color = getComputedStyle(element).backgroundColor;
            element.remove();
            return color;
          });
        expect(await probe(), url).toBe("rgba(0, 0, 0, 0)");

        const before = await computedStyles(page);
        const applied = await page.evaluate(async () => {
          const link = document.querySelector<HTMLLinkElement>("link[data-full-css]");
          if (!link) return 0;
          if (!link.sheet) await new Promise((resolve) => link.addEventListener("load", resolve, { once: true }));
          link.media = "all";
          return link.sheet?.cssRules.length ?? 0;
        });
        expect(applied, `${url} has the whole stylesheet loaded`).toBeGreaterThan(50);
        expect(await probe(), url).not.toBe("rgba(0, 0, 0, 0)");
        const after = await computedStyles(page);
        expect(after.length, url).toBe(before.length);
        expect(before.length, `${url} has its elements read`).toBeGreaterThan(3 * 10);
        expect(differences(before, after), `${url} at ${viewport.width}px`).toEqual([]);
      }
    }
  });
});

test("the whole stylesheet applies once the app changes the page: a screen reached in the browser has its styles", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto("/lead-flow/cash-offer", { waitUntil: "networkidle" });
  const inlined = /<style>([\s\S]*?)<\/style>/.exec((await response?.text()) ?? "")?.[1] ?? "";
  await waitForHydration(page);
  const link = page.locator("link[data-full-css]");
  // Hydration adopted the server's markup, which the inlined rules style: nothing to restyle yet.
  await expect(link).toHaveAttribute("media", "print");
  // The landing page's heading size is not used by the lead flow, so the lead flow did not inline it.
  expect(inlined).not.toContain(".sm\\:text-5xl{");
  // A client-side navigation: the document (and this mark on it) stays.
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  await page.locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(link).toHaveAttribute("media", "all");
  expect(await link.evaluate((element) => (element as HTMLLinkElement).sheet?.cssRules.length ?? 0)).toBeGreaterThan(
    50,
  );
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Sell your home with confidence");
  await expect(heading).toHaveCSS("font-size", "48px");
});

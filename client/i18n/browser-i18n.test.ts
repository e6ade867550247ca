import type { I18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Locale } from "../../contract/locale";
import { createBrowserCatalogues } from "./browser-i18n";
import { type CataloguePart, cataloguePartLoaders } from "./catalogue-parts";
import { createI18n } from "./i18n";

/** The real catalogues, each held until the test lets it through: the order of two downloads is the test's. */
function heldCatalogues() {
  const gates = new Map<string, { open: () => void; opened: Promise<void> }>();
  const gate = (locale: Locale, part: CataloguePart) => {
    const key = `${locale}/${part}`;
    let entry = gates.get(key);
    if (!entry) {
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      entry = { open, opened };
      gates.set(key, entry);
    }
    return entry;
  };
  const loaders = Object.fromEntries(
    (Object.keys(cataloguePartLoaders) as Locale[]).map((locale) => [
      locale,
      Object.fromEntries(
        (Object.keys(cataloguePartLoaders[locale]) as CataloguePart[]).map((part) => [
          part,
          async () => {
            await gate(locale, part).opened;
            return cataloguePartLoaders[locale][part]();
          },
        ]),
      ),
    ]),
  ) as typeof cataloguePartLoaders;
  return { loaders, open: (locale: Locale, part: CataloguePart) => gate(locale, part).open() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the browser's catalogues", () => {
  it("a page opened while the language changes (a signed-in user's on a redirect) gets its texts in the new one", async () => {
    const held = heldCatalogues();
    const catalogues = createBrowserCatalogues(held.loaders);
    held.open("en-CA", "common");
    await catalogues.start("en-CA");
    let shown: I18n | undefined;
    catalogues.onChange((i18n) => {
      shown = i18n;
    });

    // The saved language (French) is asked for, then the redirect's page asks for its English texts.
    const switching = catalogues.switchTo("fr-CA");
    const page = catalogues.loadParts(["agentDashboard"]);
    // French arrives first; the page's English part is still on its way.
    held.open("fr-CA", "common");
    held.open("fr-CA", "agentDashboard");
    await settle();
    held.open("en-CA", "agentDashboard");
    await Promise.all([switching, page]);

    expect(catalogues.locale()).toBe("fr-CA");
    expect(catalogues.ready(["agentDashboard"])).toBe(true);
    const french = await createI18n("fr-CA");
    expect(shown?._("agentDashboard.title")).toBe(french._("agentDashboard.title"));
  });

  it("a switch overtaken by a later one does not take effect", async () => {
    const held = heldCatalogues();
    const catalogues = createBrowserCatalogues(held.loaders);
    held.open("en-CA", "common");
    await catalogues.start("en-CA");
    const shown: string[] = [];
    catalogues.onChange((i18n) => shown.push(i18n.locale));

    const toFrench = catalogues.switchTo("fr-CA");
    const backToEnglish = catalogues.switchTo("en-CA");
    held.open("fr-CA", "common");
    await Promise.all([toFrench, backToEnglish]);
    expect(catalogues.locale()).toBe("en-CA");
    expect(shown).toEqual([]);
  });

  it("never shows a message id: a text missing in the browser is reported and left empty", async () => {
    const catalogues = createBrowserCatalogues();
    const i18n = await catalogues.start("en-CA");
    const reported = vi.spyOn(console, "error").mockImplementation(() => {});
    // The page's own part is not loaded: its text is missing, not replaced by its id.
    expect(i18n._("agentDashboard.title")).toBe("");
    expect(reported).toHaveBeenCalledWith('Missing text "agentDashboard.title" in en-CA');
  });
});

describe("the translator with the whole catalogue (server rendering, tests)", () => {
  it("fails on a missing id instead of returning it", async () => {
    const i18n = await createI18n("fr-CA");
    expect(() => i18n._("no.such.text")).toThrow('Missing text "no.such.text" in fr-CA');
    expect(i18n._("agentDashboard.title")).toBe("Tableau de bord du courtier");
  });
});

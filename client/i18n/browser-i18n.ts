import { type I18n, setupI18n } from "@lingui/core";
import type { Locale } from "../../contract/locale";
import { type CataloguePart, cataloguePartLoaders } from "./catalogue-parts";

// The browser's Lingui instance, one per language used. It starts with the shared texts; each page's code
// loads its own part (app/routes.tsx) before it renders, so hydration and client-side navigation always find
// their texts. Staff screens may change language while open (decision 017): the other language's instance
// then loads the same parts, and the app re-renders with it (app/providers.tsx).
interface Instance {
  i18n: I18n;
  loaded: Set<CataloguePart>;
}

/**
 * A text the active catalogue lacks: reported (a browser test fails on it) and shown as nothing rather than
 * as its message id.
 */
function missingText(locale: string, id: string): string {
  console.error(`Missing text "${id}" in ${locale}`);
  return "";
}

/** The browser's catalogues: `browserCatalogues` below is the app's; a test may make its own. */
export function createBrowserCatalogues(loaders = cataloguePartLoaders) {
  const instances = new Map<Locale, Instance>();
  let active: Instance | null = null;
  // The language last asked for: a switch that a later one overtook does not take effect.
  let requested: Locale | null = null;
  // Every part a page has asked for so far, loaded or on its way: a new language loads them all.
  const wanted = new Set<CataloguePart>(["common"]);
  const listeners = new Set<(i18n: I18n) => void>();

  const instanceFor = (locale: Locale): Instance => {
    let instance = instances.get(locale);
    if (!instance) {
      instance = { i18n: setupI18n({ locale, messages: { [locale]: {} }, missing: missingText }), loaded: new Set() };
      instances.set(locale, instance);
    }
    return instance;
  };

  const load = async (instance: Instance, parts: readonly CataloguePart[]) => {
    const locale = instance.i18n.locale as Locale;
    const missing = parts.filter((part) => !instance.loaded.has(part));
    const catalogues = await Promise.all(missing.map((part) => loaders[locale][part]()));
    for (const [index, { messages }] of catalogues.entries()) {
      instance.i18n.load(locale, messages);
      instance.loaded.add(missing[index] as CataloguePart);
    }
  };

  return {
    /** At start-up: the page's language with the shared texts loaded. */
    async start(locale: Locale): Promise<I18n> {
      const instance = instanceFor(locale);
      await load(instance, ["common"]);
      active = instance;
      requested = locale;
      return instance.i18n;
    },

    /**
     * Loads a page's own texts; a no-op where no browser instance runs (the server renders with them all).
     * If the language changes meanwhile (a signed-in user's saved one, on a redirect), the new one gets them
     * too.
     */
    async loadParts(parts: readonly CataloguePart[]): Promise<void> {
      if (!active || parts.length === 0) return;
      for (const part of parts) wanted.add(part);
      let target: Instance | null = null;
      while (active && target !== active) {
        target = active;
        await load(target, parts);
      }
    },

    /** The language shown now, or null on the server. */
    locale: (): Locale | null => (active ? (active.i18n.locale as Locale) : null),

    /**
     * Shows the app in `locale`: loads that language's texts of every part asked for so far (only then, so
     * the screen never shows a missing text), makes it active and tells the providers to re-render. A switch
     * overtaken by a later one does not take effect.
     */
    async switchTo(locale: Locale): Promise<void> {
      if (!active) return;
      requested = locale;
      const next = instanceFor(locale);
      // Parts asked for while we wait (a page opened by a redirect) are in `wanted` at once, loaded or not:
      // go round until the new instance has them all.
      while ([...wanted].some((part) => !next.loaded.has(part))) await load(next, [...wanted]);
      if (requested !== locale || active === next) return;
      active = next;
      document.documentElement.lang = locale;
      for (const listener of listeners) listener(next.i18n);
    },

    /** Calls `listener` with the new instance whenever the language changes; returns the unsubscribe. */
    onChange(listener: (i18n: I18n) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** True when `parts` are there to render with: always on the server and in tests (they have every text). */
    ready(parts: readonly CataloguePart[]): boolean {
      return !active || parts.every((part) => active?.loaded.has(part));
    },
  };
}

const browserCatalogues = createBrowserCatalogues();

export const startBrowserI18n = browserCatalogues.start;
export const loadCatalogueParts = browserCatalogues.loadParts;
export const browserLocale = browserCatalogues.locale;
export const switchBrowserLocale = browserCatalogues.switchTo;
export const onBrowserLocaleChange = browserCatalogues.onChange;
export const catalogueReady = browserCatalogues.ready;

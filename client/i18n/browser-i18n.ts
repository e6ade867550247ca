import { type I18n, setupI18n } from "@lingui/core";
import type { Locale } from "../../contract/locale";
import { type CataloguePart, cataloguePartLoaders } from "./catalogue-parts";

// The browser's Lingui instance, one per language used. It starts with the shared texts; each page's code
// loads its own part (app/router.tsx) before it renders, so hydration and client-side navigation always find
// their texts. Staff screens may change language while open (issue 18): the other language's instance then
// loads the same parts, and the app re-renders with it (app/providers.tsx).
interface Instance {
  i18n: I18n;
  loaded: Set<CataloguePart>;
}
const instances = new Map<Locale, Instance>();
let active: Instance | null = null;
const listeners = new Set<(i18n: I18n) => void>();

function instanceFor(locale: Locale): Instance {
  let instance = instances.get(locale);
  if (!instance) {
    instance = { i18n: setupI18n({ locale, messages: { [locale]: {} } }), loaded: new Set() };
    instances.set(locale, instance);
  }
  return instance;
}

async function load(instance: Instance, parts: readonly CataloguePart[]) {
  const locale = instance.i18n.locale as Locale;
  const missing = parts.filter((part) => !instance.loaded.has(part));
  const catalogues = await Promise.all(missing.map((part) => cataloguePartLoaders[locale][part]()));
  for (const [index, { messages }] of catalogues.entries()) {
    instance.i18n.load(locale, messages);
    instance.loaded.add(missing[index] as CataloguePart);
  }
}

/** At start-up: the page's language with the shared texts loaded. */
export async function startBrowserI18n(locale: Locale): Promise<I18n> {
  const instance = instanceFor(locale);
  await load(instance, ["common"]);
  active = instance;
  return instance.i18n;
}

/** Loads a page's own texts; a no-op where no browser instance runs (the server renders with them all). */
export async function loadCatalogueParts(parts: readonly CataloguePart[]): Promise<void> {
  if (active && parts.length > 0) await load(active, parts);
}

/** The language shown now, or null on the server. */
export const browserLocale = (): Locale | null => (active ? (active.i18n.locale as Locale) : null);

/**
 * Shows the app in `locale`: loads that language's texts of every part loaded so far (only then, so the
 * screen never shows a missing text), makes it active and tells the providers to re-render.
 */
export async function switchBrowserLocale(locale: Locale): Promise<void> {
  if (!active || active.i18n.locale === locale) return;
  const next = instanceFor(locale);
  // A page may load its part while we wait: go round until the new instance has them all.
  for (let from = active; [...from.loaded].some((part) => !next.loaded.has(part)); from = active) {
    await load(next, [...from.loaded]);
  }
  active = next;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener(next.i18n);
}

/** Calls `listener` with the new instance whenever the language changes; returns the unsubscribe. */
export function onBrowserLocaleChange(listener: (i18n: I18n) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True when `parts` are there to render with: always on the server and in tests (they have every text). */
export function catalogueReady(parts: readonly CataloguePart[]): boolean {
  return !active || parts.every((part) => active?.loaded.has(part));
}

import { type I18n, setupI18n } from "@lingui/core";
import type { Locale } from "../../contract/locale";
import { type CataloguePart, cataloguePartLoaders } from "./catalogue-parts";

// The browser's one Lingui instance. It starts with the shared texts; each page's code loads its own part
// (app/router.tsx) before it renders, so hydration and client-side navigation always find their texts.
let browserI18n: I18n | null = null;
const loaded = new Set<CataloguePart>();

async function load(i18n: I18n, parts: readonly CataloguePart[]) {
  const locale = i18n.locale as Locale;
  const missing = parts.filter((part) => !loaded.has(part));
  const catalogues = await Promise.all(missing.map((part) => cataloguePartLoaders[locale][part]()));
  for (const [index, { messages }] of catalogues.entries()) {
    i18n.load(locale, messages);
    loaded.add(missing[index] as CataloguePart);
  }
}

/** At start-up: the page's language with the shared texts loaded. */
export async function startBrowserI18n(locale: Locale): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  await load(i18n, ["common"]);
  browserI18n = i18n;
  return i18n;
}

/** Loads a page's own texts; a no-op where no browser instance runs (the server renders with them all). */
export async function loadCatalogueParts(parts: readonly CataloguePart[]): Promise<void> {
  if (browserI18n && parts.length > 0) await load(browserI18n, parts);
}

/** True when `parts` are there to render with: always on the server and in tests (they have every text). */
export function catalogueReady(parts: readonly CataloguePart[]): boolean {
  return !browserI18n || parts.every((part) => loaded.has(part));
}

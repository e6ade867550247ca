import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "../../contract/locale";

/** Loads one language's whole catalogue: the server renders with it, and the tests (the browser loads parts). */
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  "en-CA": () => import("./catalogues/en-CA"),
  "fr-CA": () => import("./catalogues/fr-CA"),
};

/**
 * A Lingui instance with `locale`'s catalogue loaded and active. The server makes one per render (requests
 * in both languages run at once); the browser makes one at start-up.
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const { messages } = await loaders[locale]();
  return setupI18n({
    locale,
    messages: { [locale]: messages },
    // The whole catalogue is loaded: a missing id is a bug, never a text to show.
    missing: (_locale, id) => {
      throw new Error(`Missing text "${id}" in ${locale}`);
    },
  });
}

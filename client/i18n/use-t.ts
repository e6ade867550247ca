import type { I18n } from "@lingui/core";
import { createContext, createElement, type ReactNode, useContext } from "react";
import type { Locale } from "../../contract/locale";
import type { MessageId } from "./catalogues/en-CA";

export type MessageValues = Record<string, string | number | Date | undefined>;
export type Translate = (id: MessageId, values?: MessageValues) => string;

// A page's language never changes while it is open (the switch is a link to the other address), so a
// plain context holding the active Lingui instance is all the React binding we need.
const I18nContext = createContext<I18n | null>(null);
let fallback: I18n | null = null;

/** For component tests that render without the app's providers: the instance used when none is given. */
export function setFallbackI18n(i18n: I18n | null) {
  fallback = i18n;
}

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext) ?? fallback;
  if (!i18n) throw new Error("useT needs an I18nProvider (client/app/providers.tsx)");
  return i18n;
}

/** The active language's text for a message id (ICU arguments in `values`). */
export function useT(): Translate {
  const i18n = useI18n();
  return (id, values) => i18n._(id, values);
}

/** The active language (`en-CA` or `fr-CA`). */
export function useLocale(): Locale {
  return useI18n().locale as Locale;
}

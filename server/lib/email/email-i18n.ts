import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Locale } from "../../../contract/locale";
import { type EmailMessageId, emailMessagesEn } from "./messages/en-CA";
import { emailMessagesFr } from "./messages/fr-CA";

export type { EmailMessageId } from "./messages/en-CA";

/** Words one e-mail in one language: `t("email.hello", { name })`. */
export type EmailTranslate = (id: EmailMessageId, values?: Record<string, string | number>) => string;

const compile = (source: Record<string, string>): Messages =>
  Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessageOrThrow(message)]));

// Compiled once per process (a few hundred microseconds): every e-mail after that only formats.
const instances = new Map<Locale, I18n>();

function i18nOf(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages = compile(locale === "fr-CA" ? emailMessagesFr : emailMessagesEn);
    i18n = setupI18n({
      locale,
      messages: { [locale]: messages },
      missing: (_l, id) => {
        throw new Error(`Missing e-mail text "${id}" in ${locale}`);
      },
    });
    instances.set(locale, i18n);
  }
  return i18n;
}

export function emailTranslator(locale: Locale): EmailTranslate {
  const i18n = i18nOf(locale);
  return (id, values) => i18n._(id, values);
}

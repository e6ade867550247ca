import { useLocation, useSearch } from "wouter";
import { LOCALE_COOKIE } from "../../contract/locale";
import { localePath } from "../i18n/locale-path";
import { useLocale, useT } from "../i18n/use-t";

const YEAR_SECONDS = 31_536_000;

/**
 * The public header's language switch: a link to this very page in the other language (a full page load,
 * so the new page comes server-rendered in its language), and the choice remembered for the next visit.
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  // Inside the French routes wouter gives the address without its `/fr` prefix.
  const [path] = useLocation();
  const search = useSearch();
  const other = locale === "fr-CA" ? "en-CA" : "fr-CA";
  const href = `${localePath(other, path)}${search ? `?${search}` : ""}`;
  const handleClick = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser we serve
    document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  };
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      // Read by the page's inline script, which remembers a choice clicked before the app has loaded
      // (client/ssr/early-input.ts).
      data-locale-choice={other}
      aria-label={t("switch.toOtherLabel")}
      onClick={handleClick}
      className="inline-flex h-9 shrink-0 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50"
    >
      {t("switch.toOther")}
    </a>
  );
}

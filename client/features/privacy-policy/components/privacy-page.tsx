import { BrokerageFooter } from "../../../components/brokerage-footer";
import { LanguageSwitch } from "../../../components/language-switch";
import { SafeHtml } from "../../../components/safe-html";
import { Spinner } from "../../../components/ui/spinner";
import { localePath } from "../../../i18n/locale-path";
import { useLocale, useT } from "../../../i18n/use-t";
import { usePrivacyPolicy } from "../api/get-privacy-policy";

/** /privacy and /fr/privacy: the brokerage's policy as the admin wrote it, rendered through the sanitiser. */
export function PrivacyPage() {
  const t = useT();
  const locale = useLocale();
  const policy = usePrivacyPolicy(locale);
  const updated = policy.data?.updatedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(policy.data.updatedAt))
    : null;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("privacyPage.title")}</h1>
          <LanguageSwitch />
        </div>
        {updated && <p className="mt-2 text-sm text-slate-500">{t("privacyPage.updated", { date: updated })}</p>}
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6">
          {policy.isPending ? (
            <Spinner label={t("privacyPage.loading")} />
          ) : policy.isError ? (
            <p role="alert" className="text-slate-700">
              {t("privacyPage.error")}
            </p>
          ) : (
            <SafeHtml html={policy.data.html} />
          )}
        </div>
        <p className="mt-8">
          <a className="text-brand-700 underline" href={localePath(locale, "/")}>
            {t("privacyPage.home")}
          </a>
        </p>
      </main>
      <BrokerageFooter />
    </div>
  );
}

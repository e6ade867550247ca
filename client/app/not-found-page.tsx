import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { HomeValueLink } from "../components/home-value-link";
import { LanguageSwitch } from "../components/language-switch";
import { useT } from "../i18n/use-t";

export function NotFoundPage() {
  const t = useT();
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-slate-50 px-4">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-4 flex justify-end">
          <LanguageSwitch />
        </div>
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{t("notFound.title")}</h1>
        </div>
        {/* The spec's hint stays (section 2); a seller who followed an old link gets the ways on. */}
        <p className="mt-4 text-sm text-slate-600">{t("notFound.body")}</p>
        <p className="mt-4 text-slate-700">{t("notFound.sellers")}</p>
        <div className="mt-6 grid gap-3">
          <Link
            href="/"
            className="inline-flex h-12 items-center justify-center rounded-md bg-brand-700 px-6 text-base font-medium text-white hover:bg-brand-800"
          >
            {t("notFound.home")}
          </Link>
          <HomeValueLink prompt="none" className="text-center" />
        </div>
      </div>
    </main>
  );
}

import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
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
        <p className="mt-4 text-sm text-slate-600">{t("notFound.body")}</p>
        <Link href="/" className="mt-6 inline-block text-sm font-medium text-brand-700 underline">
          {t("notFound.home")}
        </Link>
      </div>
    </main>
  );
}

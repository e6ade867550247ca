import { BookOpen } from "lucide-react";
import { Link } from "wouter";
import { useT } from "../../../i18n/use-t";

/** The spec's one non-placeholder tab: a way to the guide admin. */
export function GuidesTab() {
  const t = useT();
  return (
    <section aria-label={t("admin.nav.guides")} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-6">
      <p className="text-sm text-slate-600">{t("admin.guides.help")}</p>
      <Link
        href="/guide-admin"
        className="inline-flex h-10 items-center gap-2 justify-self-start rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
      >
        <BookOpen className="h-4 w-4" aria-hidden="true" />
        {t("admin.guides.open")}
      </Link>
    </section>
  );
}

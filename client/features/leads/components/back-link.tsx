import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { useT } from "../../../i18n/use-t";
import { dashboardReturnHref } from "../../../lib/dashboard-return";

/** 'Back to Dashboard', styled as a secondary button; it restores the dashboard's tab, search and page. */
export function BackLink() {
  const t = useT();
  return (
    <Link
      href={dashboardReturnHref()}
      className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-100"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t("leads.backToDashboard")}
    </Link>
  );
}

import { Sparkles } from "lucide-react";
import { useT } from "../../../i18n/use-t";

/** What an unknown tile shows (the spec's text). */
export function ComingSoon() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Sparkles className="h-8 w-8 text-brand-600" aria-hidden="true" />
      <p className="text-slate-700">{t("clientDashboard.comingSoon.any")}</p>
    </div>
  );
}

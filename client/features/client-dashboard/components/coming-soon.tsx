import { Sparkles } from "lucide-react";
import { useT } from "../../../i18n/use-t";

export interface ComingSoonProps {
  /** A named feature gets its own sentence; without one, the spec's text for an unknown tile. */
  feature?: "Offers" | "Documents";
}

const texts = {
  Offers: "clientDashboard.comingSoon.offers",
  Documents: "clientDashboard.comingSoon.documents",
} as const;

export function ComingSoon({ feature }: ComingSoonProps) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Sparkles className="h-8 w-8 text-brand-600" aria-hidden="true" />
      <p className="text-slate-700">{feature ? t(texts[feature]) : t("clientDashboard.comingSoon.any")}</p>
    </div>
  );
}

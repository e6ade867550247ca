import { Check } from "lucide-react";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatRate } from "../utils/format";
import type { TilePanelProps } from "./tile-panel-props";

/** The listing commission plans; the co-operating brokerage's commission comes on top. */
export function ServicePlansPanel({ data }: TilePanelProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 md:grid-cols-3">
        {data.servicePlans.map((plan) => (
          <li key={plan.title} className="grid content-start gap-3 rounded-lg border border-slate-200 p-4">
            <div>
              <h3 className="font-semibold text-slate-900">{plan.title}</h3>
              <p className="text-2xl font-bold text-brand-700">{formatRate(plan.commission, locale)}</p>
              <p className="text-xs text-slate-500">{t("clientDashboard.plans.listing")}</p>
            </div>
            <ul className="grid gap-1.5">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
        {t("clientDashboard.plans.coop", { rate: formatRate(data.coopCommissionRate, locale) })}
      </p>
    </div>
  );
}

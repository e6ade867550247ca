import { useLocale, useT } from "../../../i18n/use-t";
import { useBallpark } from "../api/get-ballpark";
import { formatDollars, formatShare } from "../utils/format-dollars";

export interface CashOfferBallparkProps {
  leadId: string;
  leadSecret: string;
}

/**
 * The cash-offer flow's final panel adds this (decision 041): a non-binding ballpark from the estimate of
 * the seller's home, less the admin's discount and fees, with its conditions stated. Nothing without an
 * estimate.
 */
export function CashOfferBallpark({ leadId, leadSecret }: CashOfferBallparkProps) {
  const t = useT();
  const locale = useLocale();
  const { data } = useBallpark(leadId, leadSecret);
  if (!data?.ballpark || !data.estimate) return null;
  const money = (n: number) => formatDollars(n, locale);
  return (
    <section
      aria-labelledby="cash-ballpark-heading"
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-left"
      data-testid="cash-ballpark"
    >
      <h2 id="cash-ballpark-heading" className="text-base font-semibold text-slate-900">
        {t("homeValue.ballpark.title")}
      </h2>
      <p className="mt-1 text-2xl font-bold text-brand-800">
        {t("homeValue.ballpark.range", { low: money(data.ballpark.low), high: money(data.ballpark.high) })}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {t("homeValue.ballpark.explain", {
          low: money(data.estimate.low),
          high: money(data.estimate.high),
          discount: formatShare(data.discountBp / 10_000, locale),
          fees: formatShare(data.feeBp / 10_000, locale),
        })}
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
        {data.conditions.map((condition) => (
          <li key={condition}>{t(`homeValue.ballpark.condition.${condition}`)}</li>
        ))}
      </ul>
    </section>
  );
}

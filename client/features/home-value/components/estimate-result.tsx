import type { ReactNode } from "react";
import type { EstimateResponse, PublicComparable } from "../../../../contract/home-value";
import { rich } from "../../../i18n/rich";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatDay, formatNumber } from "../../../lib/format";
import { formatDollarChange, formatDollars, formatShare } from "../utils/format-dollars";

export interface EstimateResultProps {
  answer: EstimateResponse;
  /** The address the estimate is for, restated as one line. */
  address?: string;
  /** What the seller may do next, drawn right after the number (in view on a phone). */
  next?: ReactNode;
}

/** The comparable sales, as cards that read well on a phone: address, sold date, price, size. */
export function ComparableList({ comparables }: { comparables: PublicComparable[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="grid gap-3" data-testid="comparables">
      {comparables.map((c) => (
        <li key={`${c.address}-${c.soldDate}`} className="rounded-lg border border-slate-200 bg-white p-3">
          <p className="font-medium text-slate-900">
            {c.address}, {c.city}
          </p>
          <p className="text-sm text-slate-600">
            {t("homeValue.comparables.sold", { date: formatDay(c.soldDate, locale) })} ·{" "}
            <span className="font-semibold text-slate-900">{formatDollars(c.price, locale)}</span>
          </p>
          <p className="text-sm text-slate-600">
            {t("homeValue.comparables.size", { size: formatNumber(c.livingArea, locale) })}
            {c.bedrooms !== null && <> · {t("homeValue.comparables.beds", { count: c.bedrooms })}</>}
            {c.distanceKm !== null && (
              <> · {t("homeValue.comparables.distance", { km: formatNumber(c.distanceKm, locale) })}</>
            )}
          </p>
          {c.adjustments && c.adjustedPrice !== undefined && (
            <p className="mt-1 text-sm text-slate-600" data-testid="comparable-adjustments">
              {t("homeValue.comparables.adjusted", {
                price: formatDollars(c.adjustedPrice, locale),
                size: formatDollarChange(c.adjustments.size, locale),
                age: formatDollarChange(c.adjustments.age, locale),
                time: formatDollarChange(c.adjustments.time, locale),
              })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The estimated range with the comparables it used, or "An agent will prepare your analysis". */
export function EstimateResult({ answer, address, next }: EstimateResultProps) {
  const t = useT();
  const locale = useLocale();
  const { estimate } = answer;
  return (
    <div className="grid gap-5">
      {estimate ? (
        <section aria-labelledby="home-value-result" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
          <h2 id="home-value-result" tabIndex={-1} data-screen-heading className="text-lg font-semibold text-slate-900">
            {t("homeValue.result.title")}
          </h2>
          {address && (
            <p className="mt-1 text-sm text-slate-700" data-testid="estimate-address">
              {t("homeValue.result.for", { address })}
            </p>
          )}
          <p className="mt-2 text-3xl font-bold text-brand-800" data-testid="estimate-value">
            {formatDollars(estimate.value, locale)}
          </p>
          <p className="mt-1 text-slate-700">
            {rich(
              t("homeValue.result.rangeLine", {
                range: t("homeValue.result.rangeValue", {
                  low: formatDollars(estimate.low, locale),
                  high: formatDollars(estimate.high, locale),
                }),
              }),
              [<span key="range" data-testid="estimate-range" />],
            )}
          </p>
          {answer.coverage !== null && (
            <p className="mt-2 text-sm text-slate-600">
              {t("homeValue.result.coverage", { share: formatShare(answer.coverage, locale) })}
            </p>
          )}
        </section>
      ) : (
        <section aria-labelledby="home-value-result" className="rounded-xl border border-slate-200 bg-white p-5">
          <h2 id="home-value-result" tabIndex={-1} data-screen-heading className="text-lg font-semibold text-slate-900">
            {t("homeValue.result.none.title")}
          </h2>
          {address && (
            <p className="mt-1 text-sm text-slate-700" data-testid="estimate-address">
              {t("homeValue.result.for", { address })}
            </p>
          )}
          <p className="mt-2 text-slate-700">{t("homeValue.result.none.text")}</p>
        </section>
      )}
      {next}
      {answer.comparables.length > 0 && estimate && (
        <section aria-labelledby="home-value-comparables" className="grid gap-3">
          <h3 id="home-value-comparables" className="text-base font-semibold text-slate-900">
            {t("homeValue.comparables.title")}
          </h3>
          <ComparableList comparables={answer.comparables} />
        </section>
      )}
      <p className="text-xs leading-relaxed text-slate-600" data-testid="disclaimer">
        {answer.disclaimer}
      </p>
    </div>
  );
}

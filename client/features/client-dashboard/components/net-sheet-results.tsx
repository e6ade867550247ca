import { clsx } from "clsx";
import { HST_RATE, type NetSheetInput, type NetSheetResult } from "../../../../contract/client-portal";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { formatCad, formatPercent } from "../utils/format";

export interface NetSheetResultsProps {
  input: NetSheetInput;
  result: NetSheetResult;
}

/** Every line of the estimate in CAD, from the sale price down to the net proceeds. */
export function NetSheetResults({ input, result }: NetSheetResultsProps) {
  const t = useT();
  const format = useFormat();
  const money = (amount: number) => (format.locale === "en-CA" ? formatCad(amount) : format.money(amount));
  const percent = (rate: number) => formatPercent(rate, format.locale);
  const lines: { label: string; amount: number; strong?: boolean }[] = [
    { label: t("clientDashboard.netSheet.salePrice"), amount: input.salePrice },
    {
      label: t("clientDashboard.netSheet.listing", { rate: percent(input.listingCommissionRate) }),
      amount: result.listingCommission,
    },
    {
      label: t("clientDashboard.netSheet.coop", { rate: percent(input.coopCommissionRate) }),
      amount: result.coopCommission,
    },
    { label: t("clientDashboard.netSheet.totalCommissions"), amount: result.totalCommission },
    { label: t("clientDashboard.netSheet.hst", { rate: percent(HST_RATE * 100) }), amount: result.hst },
    { label: t("clientDashboard.netSheet.legalFees"), amount: input.legalFees },
    { label: t("clientDashboard.netSheet.otherExpenses"), amount: input.otherExpenses },
    { label: t("clientDashboard.netSheet.mortgageBalance"), amount: input.mortgageBalance },
    { label: t("clientDashboard.netSheet.dischargeFee"), amount: input.dischargeFee },
    { label: t("clientDashboard.netSheet.totalCosts"), amount: result.totalCosts, strong: true },
    { label: t("clientDashboard.netSheet.net"), amount: result.net, strong: true },
  ];
  return (
    <dl
      aria-label={t("clientDashboard.netSheet.label")}
      className="divide-y divide-slate-100 rounded-lg border border-slate-200"
    >
      {lines.map((line) => (
        <div
          key={line.label}
          className={clsx("flex justify-between gap-4 px-3 py-2 text-sm", line.strong && "bg-slate-50 font-semibold")}
        >
          <dt className="text-slate-700">{line.label}</dt>
          <dd className={clsx("tabular-nums", line.amount < 0 ? "text-red-700" : "text-slate-900")}>
            {money(line.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

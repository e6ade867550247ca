import { clsx } from "clsx";
import { HST_RATE, type NetSheetInput, type NetSheetResult } from "../../../../contract/client-portal";
import { formatCad } from "../utils/format";

export interface NetSheetResultsProps {
  input: NetSheetInput;
  result: NetSheetResult;
}

const percent = (rate: number) => `${Number(rate.toFixed(3))}%`;

/** Every line of the estimate in CAD, from the sale price down to the net proceeds. */
export function NetSheetResults({ input, result }: NetSheetResultsProps) {
  const lines: { label: string; amount: number; strong?: boolean }[] = [
    { label: "Sale price", amount: input.salePrice },
    { label: `Listing commission (${percent(input.listingCommissionRate)})`, amount: result.listingCommission },
    { label: `Co-op commission (${percent(input.coopCommissionRate)})`, amount: result.coopCommission },
    { label: "Total commissions", amount: result.totalCommission },
    { label: `HST (${percent(HST_RATE * 100)}) on commissions`, amount: result.hst },
    { label: "Legal fees", amount: input.legalFees },
    { label: "Other expenses", amount: input.otherExpenses },
    { label: "Mortgage balance", amount: input.mortgageBalance },
    { label: "Mortgage discharge fee", amount: input.dischargeFee },
    { label: "Total costs", amount: result.totalCosts, strong: true },
    { label: "Estimated net proceeds", amount: result.net, strong: true },
  ];
  return (
    <dl aria-label="Net sheet estimate" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {lines.map((line) => (
        <div
          key={line.label}
          className={clsx("flex justify-between gap-4 px-3 py-2 text-sm", line.strong && "bg-slate-50 font-semibold")}
        >
          <dt className="text-slate-700">{line.label}</dt>
          <dd className={clsx("tabular-nums", line.amount < 0 ? "text-red-700" : "text-slate-900")}>
            {formatCad(line.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { FileDown } from "lucide-react";
import type { LeadHomeValue } from "../../../../contract/home-value";
import type { StaffLead } from "../../../../contract/leads";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatLocalDay } from "../../../lib/format";
import { marketAnalysisUrl, useLeadHomeValue } from "../api/get-lead-home-value";
import { formatDollars } from "../utils/format-dollars";
import { ComparableList } from "./estimate-result";

export interface LeadHomeValueCardProps {
  lead: StaffLead;
}

/**
 * Beside the lead's title: the market analysis to send, in the seller's language (decision 041), for any
 * lead with a postal code (the funnel's estimate when it has one, else one from the lead's address).
 */
export function MarketAnalysisAction({ lead }: LeadHomeValueCardProps) {
  const t = useT();
  if (!lead.postalCode) return null;
  return (
    <a
      href={marketAnalysisUrl(lead.id)}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      <FileDown className="h-4 w-4" aria-hidden="true" />
      {t("homeValue.lead.pdf")}
    </a>
  );
}

function addressOf(request: LeadHomeValue["request"]): string {
  const part = (key: string) => (typeof request[key] === "string" ? (request[key] as string) : "");
  const street = part("unit") ? `${part("unit")}-${part("street")}` : part("street");
  return [street, part("city"), part("postalCode")].filter(Boolean).join(", ");
}

/**
 * The estimate the seller saw (in the funnel, or as the cash-offer ballpark), for the agent (decision 041):
 * the range and the comparables. Nothing is drawn for a lead that has none.
 */
export function LeadHomeValueCard({ lead }: LeadHomeValueCardProps) {
  const t = useT();
  const locale = useLocale();
  const { data } = useLeadHomeValue(lead.id);
  const value = data?.homeValue;
  if (!value) return null;
  return (
    <section aria-labelledby="lead-home-value-heading" className="rounded-xl border border-slate-200 bg-white">
      <h2 id="lead-home-value-heading" className="border-b border-slate-200 p-4 text-lg font-semibold sm:px-6">
        {t("homeValue.lead.title")}
      </h2>
      <div className="grid gap-4 p-4 sm:p-6">
        <p className="text-sm text-slate-600">
          {t("homeValue.lead.asked", {
            date: formatLocalDay(value.createdAt, locale),
            address: addressOf(value.request),
          })}
        </p>
        {value.estimate ? (
          <div data-testid="lead-home-value">
            <p className="text-2xl font-bold text-slate-900">{formatDollars(value.estimate.value, locale)}</p>
            <p className="text-slate-700">
              {t("homeValue.result.range")}:{" "}
              {t("homeValue.result.rangeValue", {
                low: formatDollars(value.estimate.low, locale),
                high: formatDollars(value.estimate.high, locale),
              })}
            </p>
          </div>
        ) : (
          <p className="text-slate-700">{t("homeValue.lead.none")}</p>
        )}
        {value.comparables.length > 0 && <ComparableList comparables={value.comparables} />}
      </div>
    </section>
  );
}

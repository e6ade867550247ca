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

function addressOf(request: LeadHomeValue["request"]): string {
  const part = (key: string) => (typeof request[key] === "string" ? (request[key] as string) : "");
  const street = part("unit") ? `${part("unit")}-${part("street")}` : part("street");
  return [street, part("city"), part("postalCode")].filter(Boolean).join(", ");
}

/**
 * The estimate the seller saw in the funnel, for the agent (decision 041): the range, the comparables and
 * the market-analysis PDF to send. Nothing is drawn for a lead that did not come by the funnel.
 */
export function LeadHomeValueCard({ lead }: LeadHomeValueCardProps) {
  const t = useT();
  const locale = useLocale();
  const { data } = useLeadHomeValue(lead.id);
  const value = data?.homeValue;
  if (!value) return null;
  return (
    <section aria-labelledby="lead-home-value-heading" className="rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4 sm:px-6">
        <h2 id="lead-home-value-heading" className="text-lg font-semibold">
          {t("homeValue.lead.title")}
        </h2>
        <a
          href={marketAnalysisUrl(lead.id)}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {t("homeValue.lead.pdf")}
        </a>
      </div>
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

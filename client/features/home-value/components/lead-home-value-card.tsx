import { FileDown, Send } from "lucide-react";
import type { Ballpark, LeadHomeValue } from "../../../../contract/home-value";
import type { StaffLead } from "../../../../contract/leads";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { formatDateTime, formatLocalDay } from "../../../lib/format";
import { marketAnalysisUrl, useLeadHomeValue, useSendMarketAnalysis } from "../api/get-lead-home-value";
import { formatDollars } from "../utils/format-dollars";
import { ComparableList } from "./estimate-result";

export interface LeadHomeValueCardProps {
  lead: StaffLead;
}

/**
 * Beside the lead's title: the market analysis to send, in the seller's language (decision 041), offered only
 * when it has a number (the funnel's estimate, else one from the lead's address); otherwise the page says
 * why (issue 44), so no agent downloads a PDF that says no number can be given.
 */
export function MarketAnalysisAction({ lead }: LeadHomeValueCardProps) {
  const t = useT();
  const { data } = useLeadHomeValue(lead.id);
  if (!lead.postalCode || !data) return null;
  if (!data.analysisHasNumber)
    return (
      <p data-testid="market-analysis-unavailable" className="max-w-xs text-sm text-slate-600">
        {t(`homeValue.lead.noAnalysis.${data.analysisWithoutNumber ?? "too-few-comparables"}`)}
      </p>
    );
  return (
    <a
      href={marketAnalysisUrl(lead.id)}
      data-testid="market-analysis-link"
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      <FileDown className="h-4 w-4" aria-hidden="true" />
      {t("homeValue.lead.pdf")}
    </a>
  );
}

/** The seller asked for the full analysis: one click sends it, once (decision 046). */
function SendAnalysis({ lead, value }: { lead: StaffLead; value: LeadHomeValue }) {
  const t = useT();
  const locale = useLocale();
  const send = useSendMarketAnalysis(lead.id);
  if (!value.analysisRequestedAt) return null;
  if (value.analysisSentAt)
    return (
      <p className="text-sm text-slate-700" data-testid="analysis-sent">
        {t("homeValue.lead.analysisSent", { date: formatDateTime(value.analysisSentAt, locale) })}
      </p>
    );
  const failed = send.error ? errorMessage(send.error, t) : undefined;
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm text-slate-800">{t("homeValue.lead.analysisAsked")}</p>
      <div>
        <Button type="button" onClick={() => send.mutate()} disabled={send.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" />
          {t("homeValue.lead.sendAnalysis")}
        </Button>
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {failed}
        </p>
      )}
    </div>
  );
}

function addressOf(request: LeadHomeValue["request"]): string {
  const part = (key: string) => (typeof request[key] === "string" ? (request[key] as string) : "");
  const street = part("unit") ? `${part("unit")}-${part("street")}` : part("street");
  return [street, part("city"), part("postalCode")].filter(Boolean).join(", ");
}

const percent = (bp: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(bp / 10_000);

/** The cash ballpark exactly as the seller was shown it, when, and the terms that made it (decision 046). */
function ShownBallpark({ ballpark, shownAt }: { ballpark: Ballpark; shownAt: string }) {
  const t = useT();
  const locale = useLocale();
  const terms = {
    discount: percent(ballpark.discountBp, locale),
    fees: percent(ballpark.feeBp, locale),
  };
  return (
    <div data-testid="lead-ballpark" className="grid gap-1 rounded-lg bg-slate-50 p-3">
      <h3 className="text-base font-semibold text-slate-900">{t("homeValue.lead.ballpark")}</h3>
      <p className="text-slate-800">
        {ballpark.ballpark
          ? t("homeValue.result.rangeValue", {
              low: formatDollars(ballpark.ballpark.low, locale),
              high: formatDollars(ballpark.ballpark.high, locale),
            })
          : t("homeValue.lead.ballparkNone")}
      </p>
      <p className="text-sm text-slate-600">
        {ballpark.condition
          ? t("homeValue.lead.ballparkTerms", {
              ...terms,
              condition: t(`homeValue.admin.settings.condition.${ballpark.condition}`),
            })
          : t("homeValue.lead.ballparkTermsNoCondition", terms)}
      </p>
      <p className="text-sm text-slate-600">{t("homeValue.lead.shownAt", { date: formatDateTime(shownAt, locale) })}</p>
    </div>
  );
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
              {t("homeValue.lead.range", {
                low: formatDollars(value.estimate.low, locale),
                high: formatDollars(value.estimate.high, locale),
              })}
            </p>
            <p className="text-sm text-slate-600">
              {value.estimateShownAt
                ? t("homeValue.lead.shownAt", { date: formatDateTime(value.estimateShownAt, locale) })
                : t("homeValue.lead.notShown")}
            </p>
          </div>
        ) : (
          <p className="text-slate-700">{t("homeValue.lead.none")}</p>
        )}
        {value.ballpark && value.ballparkShownAt && (
          <ShownBallpark ballpark={value.ballpark} shownAt={value.ballparkShownAt} />
        )}
        <SendAnalysis lead={lead} value={value} />
        {value.comparables.length > 0 && <ComparableList comparables={value.comparables} />}
      </div>
    </section>
  );
}

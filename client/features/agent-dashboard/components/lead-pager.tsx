import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatLeadTotal } from "../../../lib/lead-pages";

export interface LeadPagerProps {
  pageIndex: number;
  pageSize: number;
  shown: number;
  total: number;
  /** The server stopped counting at `total`: shown as "1,000+". */
  totalCapped?: boolean;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / Next over keyset pages, with "Showing x–y of total". */
export function LeadPager({
  pageIndex,
  pageSize,
  shown,
  total,
  totalCapped = false,
  hasNext,
  busy,
  onPrevious,
  onNext,
}: LeadPagerProps) {
  const t = useT();
  const locale = useLocale();
  const first = pageIndex * pageSize + 1;
  return (
    <nav
      aria-label={t("agentDashboard.pager.label")}
      className="flex flex-wrap items-center justify-between gap-3 pt-2"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        {shown > 0
          ? t("agentDashboard.pager.showing", {
              first: String(first),
              last: String(first + shown - 1),
              total: formatLeadTotal(total, totalCapped, locale),
            })
          : ""}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onPrevious} disabled={busy || pageIndex === 0}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          {t("agentDashboard.pager.previous")}
        </Button>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={busy || !hasNext}>
          {t("agentDashboard.pager.next")}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

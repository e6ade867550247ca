import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
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
  const first = pageIndex * pageSize + 1;
  return (
    <nav aria-label="Lead pages" className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <p className="text-sm text-slate-600" aria-live="polite">
        {shown > 0 ? `Showing ${first}–${first + shown - 1} of ${formatLeadTotal(total, totalCapped)}` : ""}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={onPrevious} disabled={busy || pageIndex === 0}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={onNext} disabled={busy || !hasNext}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

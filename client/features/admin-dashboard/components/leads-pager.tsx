import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";

export interface LeadsPagerProps {
  hasPrevious: boolean;
  nextCursor?: string;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

export function LeadsPager({ hasPrevious, nextCursor, onPrevious, onNext }: LeadsPagerProps) {
  const t = useT();
  return (
    <nav aria-label={t("admin.leads.pages")} className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t("admin.leads.previous")}
      </Button>
      <Button variant="secondary" size="sm" disabled={!nextCursor} onClick={() => nextCursor && onNext(nextCursor)}>
        {t("admin.leads.next")}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

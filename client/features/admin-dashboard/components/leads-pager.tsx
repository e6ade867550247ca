import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";

export interface LeadsPagerProps {
  hasPrevious: boolean;
  nextCursor?: string;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}

export function LeadsPager({ hasPrevious, nextCursor, onPrevious, onNext }: LeadsPagerProps) {
  return (
    <nav aria-label="Lead pages" className="flex justify-end gap-2">
      <Button variant="secondary" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Previous
      </Button>
      <Button variant="secondary" size="sm" disabled={!nextCursor} onClick={() => nextCursor && onNext(nextCursor)}>
        Next
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}

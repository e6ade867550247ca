import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./ui/button";

export interface StepNavProps {
  step: number;
  last: number;
  onGoTo: (step: number) => void;
  onFinish: () => void;
}

/** Previous / Next, and Finish on the last step: the navigation of both guide readers. */
export function StepNav({ step, last, onGoTo, onFinish }: StepNavProps) {
  return (
    <nav aria-label="Guide steps" className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6">
      <Button variant="secondary" disabled={step === 0} onClick={() => onGoTo(step - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Previous
      </Button>
      {step < last ? (
        <Button onClick={() => onGoTo(step + 1)}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      ) : (
        <Button onClick={onFinish}>Finish</Button>
      )}
    </nav>
  );
}

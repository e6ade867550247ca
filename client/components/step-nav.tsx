import { ChevronLeft, ChevronRight } from "lucide-react";
import { useT } from "../i18n/use-t";
import { Button } from "./ui/button";

export interface StepNavProps {
  step: number;
  last: number;
  onGoTo: (step: number) => void;
  onFinish: () => void;
}

/** Previous / Next, and Finish on the last step: the navigation of both guide readers. */
export function StepNav({ step, last, onGoTo, onFinish }: StepNavProps) {
  const t = useT();
  return (
    <nav
      aria-label={t("stepNav.label")}
      className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6"
    >
      <Button variant="secondary" disabled={step === 0} onClick={() => onGoTo(step - 1)}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        {t("stepNav.previous")}
      </Button>
      {step < last ? (
        <Button onClick={() => onGoTo(step + 1)}>
          {t("stepNav.next")}
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      ) : (
        <Button onClick={onFinish}>{t("stepNav.finish")}</Button>
      )}
    </nav>
  );
}

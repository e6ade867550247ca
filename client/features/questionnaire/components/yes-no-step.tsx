import { useT } from "../../../i18n/use-t";
import { OptionButton } from "./option-button";
import { StepHeading } from "./step-heading";

export interface YesNoStepProps {
  id: string;
  question: string;
  selected?: boolean;
  /** The questionnaire advances 300 ms after the answer. */
  onChoose: (answer: boolean) => void;
}

/** A yes/no question ('Have you sold a home before?', 'Are you currently working with a Realtor®?'). */
export function YesNoStep({ id, question, selected, onChoose }: YesNoStepProps) {
  const t = useT();
  return (
    <div>
      <StepHeading id={id}>{question}</StepHeading>
      <ul aria-labelledby={id} className="grid grid-cols-2 gap-3">
        {[true, false].map((answer) => (
          <li key={String(answer)}>
            <OptionButton selected={selected === answer} onClick={() => onChoose(answer)} className="justify-center">
              {answer ? t("questionnaire.yes") : t("questionnaire.no")}
            </OptionButton>
          </li>
        ))}
      </ul>
    </div>
  );
}

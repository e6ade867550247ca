import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { notMovingOption, reasonOptions } from "../utils/reason-options";
import { OptionButton } from "./option-button";
import { StepHeading } from "./step-heading";

export interface ReasonStepProps {
  selected?: string;
  /** Called with the option id; the questionnaire advances 300 ms later. */
  onChoose: (id: string) => void;
}

/** 'What's the main reason you're moving?' with 'Prefer not to say' apart at the bottom. */
export function ReasonStep({ selected, onChoose }: ReasonStepProps) {
  const t = useT();
  return (
    <div>
      <StepHeading id="questionnaire-reason">{t("questionnaire.reason.title")}</StepHeading>
      <ul aria-labelledby="questionnaire-reason" className="grid gap-3 sm:grid-cols-2">
        {reasonOptions.map((option) => (
          <li key={option.id}>
            <OptionButton selected={selected === option.id} onClick={() => onChoose(option.id)}>
              {t(`questionnaire.reason.${option.id}` as MessageId)}
            </OptionButton>
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <OptionButton
          selected={selected === notMovingOption.id}
          onClick={() => onChoose(notMovingOption.id)}
          className="justify-center text-slate-700"
        >
          {t("questionnaire.reason.not-moving")}
        </OptionButton>
      </div>
    </div>
  );
}

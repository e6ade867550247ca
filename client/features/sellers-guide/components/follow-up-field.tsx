import type { UseFormRegisterReturn } from "react-hook-form";
import type { FollowUpQuestion } from "../../../../contract/sellers-guide";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { isRequired, isTyped, optionsOf } from "../utils/follow-up-rules";

export interface FollowUpFieldProps {
  question: FollowUpQuestion;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** One follow-up question: a text (or phone) input, or a radio group for multiple choice and yes/no. */
export function FollowUpField({ question, registration, error }: FollowUpFieldProps) {
  const t = useT();
  const id = `follow-up-${question.id}`;
  // Yes/No answers are stored as the spec writes them; only their labels are translated.
  const optionLabel = (option: string) =>
    question.type === "yes_no" && option === "Yes"
      ? t("reader.followUp.yes")
      : question.type === "yes_no" && option === "No"
        ? t("reader.followUp.no")
        : option;
  const required = isRequired(question);
  const describedBy = error ? `${id}-error` : undefined;
  if (isTyped(question)) {
    const phone = question.type === "phone";
    return (
      <FormField id={id} label={question.text} error={error} hint={required ? t("common.required") : undefined}>
        <Input
          id={id}
          maxLength={phone ? 40 : 2000}
          type={phone ? "tel" : "text"}
          autoComplete={phone ? "tel" : undefined}
          aria-required={required}
          aria-describedby={describedBy}
          invalid={Boolean(error)}
          {...registration}
        />
      </FormField>
    );
  }
  return (
    <fieldset aria-describedby={describedBy} className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{question.text}</legend>
      <div className={question.type === "yes_no" ? "flex gap-6" : "grid gap-2"}>
        {optionsOf(question).map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 text-slate-800">
            <input
              type="radio"
              value={option}
              required={required}
              className="h-4 w-4 accent-brand-700"
              {...registration}
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      {required && !error && <p className="text-xs text-slate-500">{t("common.required")}</p>}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

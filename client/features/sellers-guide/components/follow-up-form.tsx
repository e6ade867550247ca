import { useForm } from "react-hook-form";
import type { FollowUpQuestion } from "../../../../contract/sellers-guide";
import { NoScriptNotice } from "../../../components/noscript-notice";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { translateValidation } from "../../../i18n/validation";
import type { GuideResponse } from "../api/submit-guide-responses";
import { checkAnswer } from "../utils/follow-up-rules";
import { FollowUpField } from "./follow-up-field";

export interface FollowUpFormProps {
  questions: FollowUpQuestion[];
  pending?: boolean;
  /** Called with the answered questions once the required ones are filled. */
  onSubmit: (responses: GuideResponse[]) => void;
}

type Answers = Record<string, string>;

/** 'Help us personalize your experience': the guide's follow-up questions (name and q1 required). */
export function FollowUpForm({ questions, pending = false, onSubmit }: FollowUpFormProps) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Answers>({ defaultValues: Object.fromEntries(questions.map((q) => [q.id, ""])) });

  const handleValid = (values: Answers) =>
    onSubmit(
      questions
        .map((q) => ({ questionId: q.id, answer: (values[q.id] ?? "").trim() }))
        .filter((response) => response.answer !== ""),
    );

  return (
    <section aria-labelledby="follow-up-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="follow-up-heading" tabIndex={-1} className="mb-6 text-xl font-bold text-slate-900 focus:outline-none">
        {t("reader.followUp.title")}
      </h2>
      <form onSubmit={handleSubmit(handleValid)} noValidate className="grid gap-6">
        <NoScriptNotice />
        {questions.map((question) => (
          <FollowUpField
            key={question.id}
            question={question}
            error={translateValidation(t, errors[question.id]?.message)}
            registration={register(question.id, { validate: (value) => checkAnswer(question, value) })}
          />
        ))}
        <Button type="submit" size="lg" disabled={pending} className="justify-self-start">
          {pending ? t("reader.followUp.submitting") : t("reader.followUp.submit")}
        </Button>
      </form>
    </section>
  );
}

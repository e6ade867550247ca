import { MessageSquare } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useLocale, useT } from "../../../i18n/use-t";
import { useFollowUpQuestions } from "../api/get-follow-up-questions";
import { type GuideResponse, useSubmitGuideResponses } from "../api/submit-guide-responses";

// The form (react-hook-form, zod) loads when the reader asks for it, not with the guide.
const FollowUpForm = lazy(async () => ({ default: (await import("./follow-up-form")).FollowUpForm }));

export interface FollowUpSectionProps {
  token: string;
  /** Fires after the answers were sent (a failed send is logged only, spec section 8). */
  onSubmitted: () => void;
}

/** The last step's 'Tell Us More About Your Situation', which opens the follow-up form. */
export function FollowUpSection({ token, onSubmitted }: FollowUpSectionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const questions = useFollowUpQuestions(token, open, useLocale());
  const submit = useSubmitGuideResponses(token);

  useEffect(() => {
    if (questions.error) console.warn("Follow-up questions could not be loaded:", questions.error);
  }, [questions.error]);
  useEffect(() => {
    if (questions.data) document.getElementById("follow-up-heading")?.focus();
  }, [questions.data]);

  const handleSubmit = (responses: GuideResponse[]) =>
    submit.mutate(responses, {
      onSuccess: onSubmitted,
      onError: (error) => {
        console.warn("Follow-up answers could not be saved:", error);
        onSubmitted();
      },
    });

  if (!open) {
    return (
      <div className="rounded-xl border border-brand-100 bg-brand-50 p-6">
        <Button size="lg" onClick={() => setOpen(true)}>
          <MessageSquare className="h-4 w-4" aria-hidden="true" />
          {t("reader.followUp.open")}
        </Button>
      </div>
    );
  }
  if (questions.isPending) return <Spinner label={t("reader.followUp.loading")} />;
  if (!questions.data) return null;
  return (
    <Suspense fallback={<Spinner label={t("reader.followUp.loading")} />}>
      <FollowUpForm questions={questions.data} pending={submit.isPending} onSubmit={handleSubmit} />
    </Suspense>
  );
}

import { useT } from "../../../i18n/use-t";
import type { QuestionnaireAnswers, StepId } from "../utils/questionnaire-steps";
import { AUTO_ADVANCE_MS } from "../utils/timers";
import { EmailStep } from "./email-step";
import { GeneratingStep } from "./generating-step";
import { LocationStep } from "./location-step";
import { RealtorCompletion } from "./realtor-completion";
import { ReasonStep } from "./reason-step";
import { TimelineStep } from "./timeline-step";
import { TopicsStep } from "./topics-step";
import { YesNoStep } from "./yes-no-step";

export type Advance = (update: Partial<QuestionnaireAnswers>, options?: { delay?: number; save?: boolean }) => void;

export interface QuestionnaireStepProps {
  step: StepId;
  answers: QuestionnaireAnswers;
  /** Records the answer, saves the partial lead and moves on. */
  advance: Advance;
  onReset: () => void;
}

/** The screen of one questionnaire step, wired to `advance`. */
export function QuestionnaireStep({ step, answers, advance, onReset }: QuestionnaireStepProps) {
  const t = useT();
  const auto = { delay: AUTO_ADVANCE_MS };
  switch (step) {
    case "topics":
      return <TopicsStep selected={answers.topic} onChoose={(topic) => advance({ topic })} />;
    case "timeline":
      return (
        <TimelineStep initial={answers.movingTimeline} onContinue={(movingTimeline) => advance({ movingTimeline })} />
      );
    case "reason":
      return (
        <ReasonStep selected={answers.movingReason} onChoose={(movingReason) => advance({ movingReason }, auto)} />
      );
    case "location":
      return (
        <LocationStep initial={answers.movingLocation} onContinue={(movingLocation) => advance({ movingLocation })} />
      );
    case "sold-before":
      return (
        <YesNoStep
          id="questionnaire-sold-before"
          question={t("questionnaire.soldBefore")}
          selected={answers.hasSoldBefore}
          onChoose={(hasSoldBefore) => advance({ hasSoldBefore }, auto)}
        />
      );
    case "has-realtor":
      return (
        <YesNoStep
          id="questionnaire-has-realtor"
          question={t("questionnaire.hasRealtor")}
          selected={answers.hasRealtor}
          onChoose={(hasRealtor) => advance({ hasRealtor }, auto)}
        />
      );
    case "email":
      return (
        <EmailStep
          initial={answers.email}
          onSubmit={(email, marketingConsent) => advance({ email, marketingConsent })}
          onSkip={() => advance({}, { save: false })}
        />
      );
    case "generating":
      return <GeneratingStep topic={answers.topic ?? ""} />;
    case "complete":
      return <RealtorCompletion onReset={onReset} />;
  }
}

import { useQuery } from "@tanstack/react-query";
import { GuideIcon } from "../../../components/guide-icon";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { guideTopicsQueryOptions } from "../../../lib/guide-topics";
import { OptionButton } from "./option-button";
import { StepHeading } from "./step-heading";

export interface TopicsStepProps {
  selected?: string;
  /** Called with the topic's title; choosing a topic advances. */
  onChoose: (title: string) => void;
}

/** The first step: the twelve guide topics as a compact grid. */
export function TopicsStep({ selected, onChoose }: TopicsStepProps) {
  const t = useT();
  const topics = useQuery(guideTopicsQueryOptions(useLocale()));
  return (
    <div>
      <StepHeading id="questionnaire-topics" lead={t("questionnaire.topics.lead")} leadId="questionnaire-topics-prompt">
        {t("questionnaire.topics.title")}
      </StepHeading>
      {topics.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-slate-600">
          <p>{t("questionnaire.topics.error")}</p>
          <Button variant="secondary" onClick={() => void topics.refetch()}>
            {t("questionnaire.topics.retry")}
          </Button>
        </div>
      ) : topics.isPending ? (
        <div
          role="status"
          aria-label={t("questionnaire.topics.loading")}
          className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <div key={i} className="h-14 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </div>
      ) : (
        <ul aria-labelledby="questionnaire-topics-prompt" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {topics.data.map((topic) => (
            <li key={topic.id}>
              <OptionButton selected={selected === topic.title} onClick={() => onChoose(topic.title)}>
                <GuideIcon name={topic.icon} className="h-5 w-5 shrink-0 text-brand-700" />
                <span>{topic.title}</span>
              </OptionButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

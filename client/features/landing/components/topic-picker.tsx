import { useQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Check } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { GuideTopic } from "../../../../contract/guides";
import { GuideIcon } from "../../../components/guide-icon";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { guideTopicsQueryOptions } from "../../../lib/guide-topics";
import { useRandomPick } from "../../../lib/use-random-pick";

/** Spec section 9: 3 of the 12 topics at once. */
const SHOWN = 3;

export interface TopicPickerProps {
  /** What choosing a topic does; by default it opens /guides/{slug}. */
  onChoose?: (topic: GuideTopic) => void;
  title?: string;
  subtitle?: string;
}

/** The landing page's topic picker: 3 random topic cards, reshuffled by 'Show More Topics'. */
export function TopicPicker({ onChoose, title, subtitle }: TopicPickerProps) {
  const t = useT();
  const topics = useQuery(guideTopicsQueryOptions(useLocale()));
  const [shown, reshuffle] = useRandomPick(topics.data, SHOWN);
  const [selectedSlug, setSelectedSlug] = useState<string | null>(null);
  const [, navigate] = useLocation();

  const handleChoose = (topic: GuideTopic) => {
    setSelectedSlug(topic.slug);
    if (onChoose) onChoose(topic);
    else navigate(`/guides/${topic.slug}`);
  };
  const handleShowMore = () => {
    setSelectedSlug(null);
    reshuffle();
  };

  return (
    <section aria-labelledby="topic-picker-heading" className="mx-auto w-full max-w-5xl px-4 py-10">
      <h2
        id="topic-picker-heading"
        className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {title ?? t("landing.picker.title")}
      </h2>
      <p className="mt-2 text-center text-lg text-slate-600">{subtitle ?? t("landing.picker.subtitle")}</p>

      {topics.isError ? (
        <div role="alert" className="mt-8 grid justify-items-center gap-3 text-center text-slate-600">
          <p>{t("landing.picker.error")}</p>
          <Button variant="secondary" onClick={() => void topics.refetch()}>
            {t("common.tryAgain")}
          </Button>
        </div>
      ) : topics.isPending ? (
        <div role="status" aria-label={t("landing.picker.loading")} className="mt-8 grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-56 animate-pulse rounded-xl bg-slate-100" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="mt-8 text-center text-slate-600">{t("landing.picker.empty")}</p>
      ) : (
        <>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3">
            {shown.map((topic) => (
              <TopicCard
                key={topic.id}
                topic={topic}
                selected={selectedSlug === topic.slug}
                onSelect={() => setSelectedSlug(topic.slug)}
                onChoose={() => handleChoose(topic)}
              />
            ))}
          </ul>
          {topics.data.length > SHOWN && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={handleShowMore}>
                {t("landing.picker.more")}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

interface TopicCardProps {
  topic: GuideTopic;
  selected: boolean;
  onSelect: () => void;
  onChoose: () => void;
}

function TopicCard({ topic, selected, onSelect, onChoose }: TopicCardProps) {
  const t = useT();
  return (
    <li
      className={clsx(
        "flex h-full flex-col rounded-xl border-2 bg-white p-5 shadow-sm transition-colors",
        selected ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:border-brand-600/50",
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className="flex flex-1 flex-col items-start gap-3 rounded-md text-left"
      >
        <span className="flex w-full items-center justify-between">
          <span className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <GuideIcon name={topic.icon} className="h-6 w-6" />
          </span>
          {selected && <Check className="h-5 w-5 text-brand-700" aria-hidden="true" />}
        </span>
        <span className="text-lg font-semibold text-slate-900">{topic.title}</span>
        {topic.description && <span className="text-sm text-slate-600">{topic.description}</span>}
      </button>
      <Button
        className="mt-4 w-full"
        variant={selected ? "primary" : "secondary"}
        aria-label={t("landing.chooseTopic", { title: topic.title })}
        onClick={onChoose}
      >
        {t("landing.choose")}
      </Button>
    </li>
  );
}

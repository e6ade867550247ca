import { useQuery } from "@tanstack/react-query";
import { Shuffle } from "lucide-react";
import { useMemo } from "react";
import { Link } from "wouter";
import { GuideIcon } from "../../../components/guide-icon";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { guideTopicsQueryOptions } from "../../../lib/guide-topics";
import { useRandomPick } from "../../../lib/use-random-pick";

/** Spec section 9: 4 related guides on a guide page. */
const SHOWN = 4;

export interface ExploreMoreGuidesProps {
  /** The guide on screen, never offered again. */
  currentSlug: string;
}

/** 'Explore More Guides': 4 random other topics and 'Show Different Guides' to reshuffle them. */
export function ExploreMoreGuides({ currentSlug }: ExploreMoreGuidesProps) {
  const t = useT();
  const topics = useQuery(guideTopicsQueryOptions(useLocale()));
  const others = useMemo(() => topics.data?.filter((topic) => topic.slug !== currentSlug), [topics.data, currentSlug]);
  const [shown, reshuffle] = useRandomPick(others, SHOWN);

  if (topics.isError || (others && others.length === 0)) return null;
  return (
    <section aria-labelledby="explore-more-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="explore-more-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {t("guides.exploreMore")}
        </h2>
        {others && others.length > SHOWN && (
          <Button variant="secondary" size="sm" onClick={reshuffle}>
            <Shuffle className="h-4 w-4" aria-hidden="true" />
            {t("guides.showDifferent")}
          </Button>
        )}
      </div>
      <ul className="grid min-h-40 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((topic) => (
          <li key={topic.id}>
            <Link
              href={`/guides/${topic.slug}`}
              className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-600"
            >
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <GuideIcon name={topic.icon} className="h-5 w-5" />
              </span>
              <span className="font-semibold text-slate-900">{topic.title}</span>
              {topic.description && <span className="text-sm text-slate-600">{topic.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { HomeValueLink } from "../../../components/home-value-link";
import { LanguageSwitch } from "../../../components/language-switch";
import { LoadWhenVisible } from "../../../components/load-when-visible";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useLocale, useT } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";
import { guideBySlugQueryOptions } from "../../../lib/guide-topics";
import { trackGuideView } from "../api/track-guide-view";
import { GuideSections } from "./guide-sections";

// Below the guide: the other topics and the form (react-hook-form, zod) load as the visitor nears them,
// so the guide's first paint stays light.
const ExploreMoreGuides = lazy(async () => ({ default: (await import("./explore-more-guides")).ExploreMoreGuides }));
const ConsultationForm = lazy(async () => ({ default: (await import("./consultation-form")).ConsultationForm }));

export interface GuidePageProps {
  slug: string;
}

/** /guides/{slug}. Keyed by slug, so opening another guide from 'Explore More' starts at its first section. */
export function GuidePage({ slug }: GuidePageProps) {
  return <GuideView key={slug} slug={slug} />;
}

function GuideView({ slug }: GuidePageProps) {
  const t = useT();
  const guide = useQuery(guideBySlugQueryOptions(slug, useLocale()));
  const [, navigate] = useLocation();
  const tracked = useRef(false);
  const notFound = guide.error instanceof ApiRequestError && guide.error.status === 404;

  useEffect(() => {
    if (notFound) navigate("/not-found", { replace: true });
  }, [notFound, navigate]);
  useEffect(() => {
    if (!guide.data || tracked.current) return;
    tracked.current = true;
    trackGuideView(guide.data.title, guide.data.slug);
  }, [guide.data]);

  if (guide.isPending || notFound) return <Spinner label={t("guides.loading")} />;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="mx-auto grid w-full max-w-4xl flex-1 gap-12 px-4 py-8 sm:py-12">
        <header className="grid gap-3">
          <div className="flex items-center justify-between gap-4">
            <Link
              href="/"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
            >
              {/* A text arrow: the icon library stays out of this landing page's first load. */}
              <span aria-hidden="true">←</span>
              {t("common.backToHome")}
            </Link>
            <LanguageSwitch />
          </div>
          {guide.data && (
            <>
              <h1 lang={guide.data.locale} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
                {guide.data.title}
              </h1>
              {guide.data.description && (
                <p lang={guide.data.locale} className="text-lg text-slate-600">
                  {guide.data.description}
                </p>
              )}
              {/* The note speaks the page's language; the guide's own text carries the guide's (lang). */}
              {guide.data.fellBack && (
                <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  {t("guides.fellBack")}
                </p>
              )}
            </>
          )}
        </header>
        {guide.data ? (
          <div lang={guide.data.locale}>
            <GuideSections sections={guide.data.sections} />
          </div>
        ) : (
          <div role="alert" className="grid justify-items-start gap-3 text-slate-700">
            <p>{t("guides.loadError")}</p>
            <Button variant="secondary" onClick={() => void guide.refetch()}>
              {t("common.tryAgain")}
            </Button>
          </div>
        )}
        <HomeValueLink className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-base" />
        <LoadWhenVisible minHeight={360}>
          <Suspense fallback={null}>
            <ExploreMoreGuides currentSlug={slug} />
          </Suspense>
        </LoadWhenVisible>
        <LoadWhenVisible minHeight={420}>
          <Suspense fallback={null}>
            <ConsultationForm topic={guide.data?.title ?? slug} />
          </Suspense>
        </LoadWhenVisible>
      </main>
      <Suspense>
        <BrokerageFooter />
      </Suspense>
    </div>
  );
}

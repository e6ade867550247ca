import { BookOpen } from "lucide-react";
import { Suspense } from "react";
import { Link } from "wouter";
import { BrandHeader } from "../components/brand-header";
import { BrokerageFooter } from "../components/brokerage-footer";
import { SellYourHomeSection } from "../features/landing/components/sell-your-home-section";
import { TopicPicker } from "../features/landing/components/topic-picker";
import { Questionnaire } from "../features/questionnaire/components/questionnaire";
import { useT } from "../i18n/use-t";

/**
 * `/` composes features (so it lives in app/): what the portal does, the questionnaire, the guide topics, the
 * two ways to sell, the footer. Each part is a Suspense boundary: on a server-rendered page React hydrates it
 * on its own after the page, first the one the visitor touches (decision 025).
 */
export function LandingPage() {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <Suspense>
        <BrandHeader />
      </Suspense>
      <main className="flex-1">
        <Suspense>
          <div className="bg-gradient-to-b from-brand-50 to-white">
            <div className="mx-auto max-w-6xl px-4 pt-6 pb-8 sm:pt-10">
              <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("landing.eyebrow")}</p>
              <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
                {t("landing.title")}
              </h1>
              <p className="mt-4 max-w-2xl text-lg text-slate-600">{t("landing.intro")}</p>
              <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                <Link
                  href="/guide-demo"
                  className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline underline-offset-4"
                >
                  <BookOpen className="h-4 w-4" aria-hidden="true" />
                  {t("landing.sample")}
                </Link>
                {/* Beside the questionnaire and the two ways to sell: the home-value question (issue 43). */}
                <Link
                  href="/home-value"
                  className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline underline-offset-4"
                >
                  {t("landing.valueLink")}
                </Link>
              </div>
            </div>
          </div>
        </Suspense>
        <div className="mx-auto max-w-3xl px-4">
          <Suspense>
            <Questionnaire />
          </Suspense>
        </div>
        <Suspense>
          <TopicPicker title={t("landing.browseTitle")} subtitle={t("landing.browseSubtitle")} />
        </Suspense>
        <Suspense>
          <SellYourHomeSection />
        </Suspense>
      </main>
      <Suspense>
        <BrokerageFooter />
      </Suspense>
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { Spinner } from "../../../components/ui/spinner";
import { scrollBehavior } from "../../../lib/motion";
import { useDemoGuide } from "../api/get-demo-guide";

// The form (react-hook-form, zod) appears only after the guide is finished: its code loads then.
const DemoContactForm = lazy(async () => ({ default: (await import("./demo-contact-form")).DemoContactForm }));

import { LanguageSwitch } from "../../../components/language-switch";
import { useLocale, useT } from "../../../i18n/use-t";
import { DemoGuideReader } from "./demo-guide-reader";

/** /guide-demo: the sample guide as a reader; finishing it opens 'Ready to Talk About Your Home?'. */
export function GuideDemoPage() {
  const t = useT();
  const guide = useDemoGuide(useLocale());
  const [finished, setFinished] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!finished) return;
    formHeading.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: "start" });
    formHeading.current?.focus({ preventScroll: true });
  }, [finished]);

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="mx-auto grid w-full max-w-3xl flex-1 gap-12 px-4 py-8 sm:py-12">
        <div className="flex justify-end">
          <LanguageSwitch />
        </div>
        {/* The query falls back to built-in content, so it never ends in an error. */}
        {guide.data ? (
          <DemoGuideReader guide={guide.data} onFinish={() => setFinished(true)} />
        ) : (
          <Spinner label={t("demo.loading")} />
        )}
        {finished && guide.data && (
          <section
            aria-labelledby="demo-form-heading"
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2
              id="demo-form-heading"
              ref={formHeading}
              tabIndex={-1}
              className="scroll-mt-4 text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
            >
              {t("demo.form.title")}
            </h2>
            <p className="mt-2 mb-6 text-slate-600">{t("demo.form.intro")}</p>
            <Suspense fallback={<Spinner label={t("demo.loadingForm")} />}>
              <DemoContactForm topic={guide.data.title} />
            </Suspense>
          </section>
        )}
      </main>
      <BrokerageFooter />
    </div>
  );
}

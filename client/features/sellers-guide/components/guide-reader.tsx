import { type ReactNode, useEffect, useRef } from "react";
import type { ReadableGuide } from "../../../../contract/sellers-guide";
import { StepNav } from "../../../components/step-nav";
import { useLocale, useT } from "../../../i18n/use-t";
import { scrollBehavior } from "../../../lib/motion";
import { useKeptStep } from "../../../lib/use-kept-step";
import { GuideText } from "./guide-text";
import { ReaderProgress } from "./reader-progress";

export interface GuideReaderProps {
  guide: ReadableGuide;
  /** The illustration (or its 'Generate Image' button) of the section at this index. */
  renderImage: (index: number) => ReactNode;
  /** Shown below the conclusion on the last step (the follow-up offer or form). */
  lastStepExtra?: ReactNode;
  onFinish: () => void;
  /** Watches the shown section's text (the sections-read signal); returns how to stop watching it. */
  trackSection?: (index: number, element: HTMLElement) => () => void;
}

/** Step 0 is the title and introduction, then one step per section, then 'Wrapping Up' (sections + 2 steps). */
export function GuideReader({ guide, renderImage, lastStepExtra, onFinish, trackSection }: GuideReaderProps) {
  const t = useT();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = guide.sections.length + 2;
  const last = count - 1;
  const [step, setStep] = useKeptStep(`guide:${guide.title}`, last);
  const sectionIndex = step > 0 && step < last ? step - 1 : -1;
  const section = guide.sections[sectionIndex];
  const textRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = textRef.current;
    if (sectionIndex < 0 || !element || !trackSection) return;
    return trackSection(sectionIndex, element);
  }, [sectionIndex, trackSection]);

  const handleGoTo = (target: number) => {
    setStep(target);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  };

  return (
    <article aria-labelledby="guide-title" className="grid gap-6">
      <h1 id="guide-title" lang={guide.locale} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {guide.title}
      </h1>
      {/* Written once, in the language it was asked in: on the other language's page, say so (in the
          page's language); the guide's own text carries its lang. */}
      {guide.locale !== locale && (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("reader.otherLanguage")}
        </p>
      )}
      <ReaderProgress step={step} count={count} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
      >
        {step === 0 ? (
          t("reader.introduction")
        ) : section ? (
          <span lang={guide.locale}>{section.title}</span>
        ) : (
          t("reader.wrappingUp")
        )}
      </h2>
      {section && renderImage(sectionIndex)}
      <div ref={textRef} lang={guide.locale}>
        <GuideText text={step === 0 ? guide.introduction : section ? section.content : guide.conclusion} />
      </div>
      {step === last && lastStepExtra}
      <StepNav step={step} last={last} onGoTo={handleGoTo} onFinish={onFinish} />
    </article>
  );
}

import { type ReactNode, useRef, useState } from "react";
import type { PersonalisedGuide } from "../../../../contract/guides";
import { StepNav } from "../../../components/step-nav";
import { useT } from "../../../i18n/use-t";
import { scrollBehavior } from "../../../lib/motion";
import { GuideText } from "./guide-text";
import { ReaderProgress } from "./reader-progress";

export interface GuideReaderProps {
  guide: PersonalisedGuide;
  /** The illustration (or its 'Generate Image' button) of the section at this index. */
  renderImage: (index: number) => ReactNode;
  /** Shown below the conclusion on the last step (the follow-up offer or form). */
  lastStepExtra?: ReactNode;
  onFinish: () => void;
}

/** Step 0 is the title and introduction, then one step per section, then 'Wrapping Up' (sections + 2 steps). */
export function GuideReader({ guide, renderImage, lastStepExtra, onFinish }: GuideReaderProps) {
  const t = useT();
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const count = guide.sections.length + 2;
  const last = count - 1;
  const sectionIndex = step > 0 && step < last ? step - 1 : -1;
  const section = guide.sections[sectionIndex];

  const handleGoTo = (target: number) => {
    setStep(Math.min(Math.max(target, 0), last));
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  };

  return (
    <article aria-labelledby="guide-title" className="grid gap-6">
      <h1 id="guide-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {guide.title}
      </h1>
      <ReaderProgress step={step} count={count} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold tracking-tight text-slate-900 focus:outline-none sm:text-2xl"
      >
        {step === 0 ? t("reader.introduction") : section ? section.title : t("reader.wrappingUp")}
      </h2>
      {section && renderImage(sectionIndex)}
      <GuideText text={step === 0 ? guide.introduction : section ? section.content : guide.conclusion} />
      {step === last && lastStepExtra}
      <StepNav step={step} last={last} onGoTo={handleGoTo} onFinish={onFinish} />
    </article>
  );
}

import { useRef } from "react";
import type { PersonalisedGuide } from "../../../../contract/guides";
import { GuideSectionImage } from "../../../components/guide-section-image";
import { StepNav } from "../../../components/step-nav";
import { useT } from "../../../i18n/use-t";
import { scrollBehavior } from "../../../lib/motion";
import { useKeptStep } from "../../../lib/use-kept-step";
import { GuideText } from "./guide-text";

export interface DemoGuideReaderProps {
  guide: PersonalisedGuide;
  /** Called by 'Finish' on the last step. */
  onFinish: () => void;
}

/** Introduction, one step per section, then 'Wrapping Up' (sections + 2 steps, spec section 9). */
export function DemoGuideReader({ guide, onFinish }: DemoGuideReaderProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const last = guide.sections.length + 1;
  const [step, setStep] = useKeptStep(`demo:${guide.title}`, last);
  const section = step > 0 && step < last ? guide.sections[step - 1] : undefined;
  const heading = step === 0 ? t("reader.introduction") : section ? section.title : t("reader.wrappingUp");

  const handleGoTo = (next: number) => {
    setStep(next);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  };

  return (
    <article aria-labelledby="demo-guide-title" className="grid gap-6">
      <h1 id="demo-guide-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {guide.title}
      </h1>
      <div className="grid gap-2">
        <p className="text-sm font-medium text-slate-600" aria-live="polite">
          {t("reader.step", { step: step + 1, total: last + 1 })}
        </p>
        <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${((step + 1) / (last + 1)) * 100}%` }} />
        </div>
      </div>
      {section && <GuideSectionImage src={section.imageUrl} alt={section.title} priority />}
      <h2
        id="demo-step-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {heading}
      </h2>
      <GuideText text={step === 0 ? guide.introduction : section ? section.content : guide.conclusion} />
      <StepNav step={step} last={last} onGoTo={handleGoTo} onFinish={onFinish} />
    </article>
  );
}

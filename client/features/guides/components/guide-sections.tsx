import { Suspense, useRef, useState } from "react";
import type { GuideSection } from "../../../../contract/guides";
import { GuideSectionImage } from "../../../components/guide-section-image";
import { SafeHtml } from "../../../components/safe-html";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { scrollBehavior } from "../../../lib/motion";
import { SectionProgress } from "./section-progress";

export interface GuideSectionsProps {
  sections: GuideSection[];
}

/** One section at a time: image, title, HTML, progress, and Previous/Next that return to the top. */
export function GuideSections({ sections }: GuideSectionsProps) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const section = sections[index];
  if (!section) return <p className="text-slate-600">{t("guides.empty")}</p>;

  const handleGoTo = (next: number) => {
    setIndex(Math.min(Math.max(next, 0), sections.length - 1));
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // The new section's title is announced and Tab continues from there.
    requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
  };

  return (
    <article aria-labelledby="guide-section-title" className="grid gap-6">
      <SectionProgress current={index + 1} total={sections.length} />
      <GuideSectionImage src={section.imageUrl} alt={section.imagePrompt ?? section.title} priority />
      <h2
        id="guide-section-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {section.title}
      </h2>
      <Suspense>
        <SafeHtml html={section.content} />
      </Suspense>
      <nav
        aria-label={t("guides.sectionsNav")}
        className="flex items-center justify-between gap-4 border-t border-slate-200 pt-6"
      >
        <Button variant="secondary" disabled={index === 0} onClick={() => handleGoTo(index - 1)}>
          <span aria-hidden="true">‹</span>
          {t("stepNav.previous")}
        </Button>
        <Button disabled={index === sections.length - 1} onClick={() => handleGoTo(index + 1)}>
          {t("stepNav.next")}
          <span aria-hidden="true">›</span>
        </Button>
      </nav>
      {/* The other sections stay in the page, hidden: the server-rendered HTML then carries the whole
          guide for search engines and readers without JavaScript, and Next shows one without a request. */}
      {sections.map((other, i) =>
        i === index ? null : (
          // Sanitising a section's HTML is the costly part of hydrating it: each hidden one hydrates on its own.
          <Suspense key={other.id}>
            <section hidden>
              <h2>{other.title}</h2>
              <SafeHtml html={other.content} />
            </section>
          </Suspense>
        ),
      )}
    </article>
  );
}

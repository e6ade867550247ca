import { ArrowLeft, ChevronLeft, ChevronRight, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { GuideTopic } from "../../../../contract/guides";
import { GuideSectionImage } from "../../../components/guide-section-image";
import { SafeHtml } from "../../../components/safe-html";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useLocale, useT } from "../../../i18n/use-t";
import { scrollBehavior } from "../../../lib/motion";
import { useTopicSections } from "../api/get-topic-sections";

export interface TopicViewerProps {
  topic: GuideTopic;
  onClose: () => void;
}

/** A topic's sections one page at a time, with 'n of m', Close (or Escape) and 'Back to Topics'. */
export function TopicViewer({ topic, onClose }: TopicViewerProps) {
  const t = useT();
  const locale = useLocale();
  const sections = useTopicSections(topic.id, locale);
  const [index, setIndex] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const list = sections.data ?? [];
  const section = list[index];

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const handleGoTo = (next: number) => {
    setIndex(Math.min(Math.max(next, 0), list.length - 1));
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };

  return (
    <section
      aria-labelledby="topic-viewer-title"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="grid gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2
          id="topic-viewer-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
        >
          <span lang={topic.locale}>{topic.title}</span>
        </h2>
        <Button variant="ghost" size="sm" aria-label={t("common.close")} onClick={onClose}>
          <X className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>

      {sections.isPending ? (
        <Spinner label={t("library.viewer.loading")} />
      ) : sections.isError ? (
        <p role="alert" className="text-slate-700">
          {t("library.viewer.error")}
        </p>
      ) : !section ? (
        <p className="text-slate-700">{t("library.viewer.empty")}</p>
      ) : (
        <>
          {/* The note speaks the page's language; the guide's own text carries the guide's (lang). */}
          {section.locale !== locale && (
            <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t("library.viewer.otherLanguage")}
            </p>
          )}
          <GuideSectionImage src={section.imageUrl} alt={section.imagePrompt ?? section.title} />
          <div lang={section.locale} className="grid gap-6">
            <h3 className="text-xl font-semibold text-slate-900">{section.title}</h3>
            <SafeHtml html={section.content} />
          </div>
          <nav
            aria-label={t("library.viewer.nav")}
            className="flex items-center justify-between gap-4 border-t border-slate-200 pt-4"
          >
            <Button variant="secondary" disabled={index === 0} onClick={() => handleGoTo(index - 1)}>
              <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              {t("stepNav.previous")}
            </Button>
            <p className="text-sm font-medium text-slate-600" aria-live="polite">
              {t("library.viewer.position", { current: index + 1, total: list.length })}
            </p>
            <Button disabled={index === list.length - 1} onClick={() => handleGoTo(index + 1)}>
              {t("stepNav.next")}
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </nav>
        </>
      )}

      <Button variant="secondary" className="justify-self-start" onClick={onClose}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t("library.viewer.back")}
      </Button>
    </section>
  );
}

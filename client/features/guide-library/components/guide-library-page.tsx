import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { GuideTopic } from "../../../../contract/guides";
import { BrokerageFooter } from "../../../components/brokerage-footer";
import { LanguageSwitch } from "../../../components/language-switch";
import { Spinner } from "../../../components/ui/spinner";
import { useLocale, useT } from "../../../i18n/use-t";
import { guideTopicsQueryOptions } from "../../../lib/guide-topics";
import { TopicCard } from "./topic-card";
import { TopicViewer } from "./topic-viewer";

/** /db-guide-demo: every guide topic as a card; a card opens its sections in the topic viewer. */
export function GuideLibraryPage() {
  const t = useT();
  const topics = useQuery(guideTopicsQueryOptions(useLocale()));
  const [open, setOpen] = useState<GuideTopic | null>(null);
  const returnFocus = useRef<HTMLButtonElement | null>(null);

  const handleOpen = (topic: GuideTopic, card: HTMLButtonElement) => {
    returnFocus.current = card;
    setOpen(topic);
    window.scrollTo({ top: 0 });
  };
  const handleClose = () => {
    setOpen(null);
    // Back on the grid, keyboard users continue from the card they opened.
    requestAnimationFrame(() => returnFocus.current?.focus());
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:py-12">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t("library.title")}</h1>
          <LanguageSwitch />
        </div>
        <div className="mt-8">
          {open ? (
            <TopicViewer topic={open} onClose={handleClose} />
          ) : topics.isPending ? (
            <Spinner label={t("library.loading")} />
          ) : topics.isError ? (
            <p role="alert" className="text-slate-700">
              {t("library.error")}
            </p>
          ) : topics.data.length === 0 ? (
            <p className="text-slate-700">{t("library.empty")}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {topics.data.map((topic) => (
                <li key={topic.id}>
                  <TopicCard topic={topic} onOpen={(card) => handleOpen(topic, card)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </main>
      <BrokerageFooter />
    </div>
  );
}

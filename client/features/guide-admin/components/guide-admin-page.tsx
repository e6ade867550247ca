import { ArrowLeft } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import type { GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { Spinner } from "../../../components/ui/spinner";
import { useAllTopicSections } from "../api/get-topic-sections";
import { pairTopicVersions, useFrenchTopics, useGuideTopics } from "../api/get-topics";
import { useHighlight } from "../hooks/use-highlight";
import type { SectionSearchHit } from "../utils/section-search";
import { AdminTabs } from "./admin-tabs";
import { GuidesTab } from "./guides-tab";
import { LoadError } from "./load-error";
import { SectionSearch } from "./section-search";
import { SectionsTab } from "./sections-tab";

type TabId = "guides" | "sections";
const tabs = [
  { id: "guides", label: "Guides" },
  { id: "sections", label: "Sections" },
] as const;
const noTopics: GuideTopic[] = [];

/** /guide-admin: the seller guides' CMS for admins and managers (spec section 2, DESIGN.md 5.5). */
export function GuideAdminPage() {
  const topics = useGuideTopics();
  const topicList = topics.data ?? noTopics;
  const french = useFrenchTopics();
  const versions = useMemo(() => pairTopicVersions(topicList, french.data), [topicList, french.data]);
  // The English list names each guide in English when it has an English version, else in its own language.
  const allSections = useAllTopicSections(topicList);
  const frenchTopics = useMemo(() => versions.flatMap((v) => v.versions["fr-CA"] ?? []), [versions]);
  const frenchSections = useAllTopicSections(frenchTopics, "fr-CA");
  const [tab, setTab] = useState<TabId>("guides");
  const [selectedTopicId, setSelectedTopicId] = useState<number>();
  const [locale, setLocale] = useState<Locale>("en-CA");
  const { highlighted, highlight } = useHighlight();
  const topicId = topicList.some((t) => t.id === selectedTopicId) ? selectedTopicId : topicList[0]?.id;

  const handleOpenSections = (topic: GuideTopic) => {
    setSelectedTopicId(topic.id);
    setLocale(topic.locale ?? "en-CA");
    setTab("sections");
  };
  const handleJump = (hit: SectionSearchHit) => {
    handleOpenSections(hit.topic);
    setLocale(hit.section.locale ?? "en-CA");
    highlight(hit.section.id);
  };

  return (
    <main className="mx-auto min-h-screen max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Link href="/dashboard" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Guide Content</h1>
      <p className="mt-1 text-slate-600">Edit the seller guides, their sections and images, or draft them with AI.</p>
      {topics.isPending ? (
        <Spinner label="Loading guides" />
      ) : topics.isError ? (
        <div className="mt-6">
          <LoadError message="Failed to load the guides." onRetry={() => void topics.refetch()} />
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-6">
          <SectionSearch
            topics={topicList}
            sectionsByTopic={allSections.byTopic}
            sectionsPending={allSections.isPending}
            frenchTopics={frenchTopics}
            frenchSectionsByTopic={frenchSections.byTopic}
            onJump={handleJump}
          />
          {french.isError && (
            <p role="alert" className="text-sm text-red-700">
              The French versions could not be loaded; the guides below show English only.
            </p>
          )}
          {allSections.isError && (
            <p role="alert" className="text-sm text-red-700">
              Some guides' sections could not be loaded; counts and search may be incomplete.
            </p>
          )}
          <AdminTabs tabs={tabs} active={tab} onChange={setTab} label="Guide content">
            {tab === "guides" ? (
              <GuidesTab
                topics={versions}
                sectionsByTopic={allSections.byTopic}
                frenchSectionsByTopic={frenchSections.byTopic}
                frenchKnown={french.isSuccess}
                onOpenSections={handleOpenSections}
              />
            ) : (
              <SectionsTab
                topics={versions}
                topicId={topicId}
                onTopicChange={setSelectedTopicId}
                locale={locale}
                onLocaleChange={setLocale}
                highlighted={highlighted}
              />
            )}
          </AdminTabs>
        </div>
      )}
    </main>
  );
}

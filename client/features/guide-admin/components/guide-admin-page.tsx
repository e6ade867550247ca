import { ArrowLeft } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import type { GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { Spinner } from "../../../components/ui/spinner";
import { useT } from "../../../i18n/use-t";
import { withCatalogue } from "../../../i18n/with-catalogue";
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
  { id: "guides", label: "guideAdmin.tab.guides" },
  { id: "sections", label: "guideAdmin.tab.sections" },
] as const;
const noTopics: GuideTopic[] = [];

/** /guide-admin: the seller guides' CMS for admins and managers (spec section 2, DESIGN.md 5.5). */
function GuideAdminScreen() {
  const t = useT();
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
  const topicId = topicList.some((topic) => topic.id === selectedTopicId) ? selectedTopicId : topicList[0]?.id;

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
        {t("guideAdmin.back")}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t("guideAdmin.title")}</h1>
      <p className="mt-1 text-slate-600">{t("guideAdmin.intro")}</p>
      {topics.isPending ? (
        <Spinner label={t("guideAdmin.loading")} />
      ) : topics.isError ? (
        <div className="mt-6">
          <LoadError message={t("guideAdmin.loadError")} onRetry={() => void topics.refetch()} />
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
              {t("guideAdmin.frenchError")}
            </p>
          )}
          {allSections.isError && (
            <p role="alert" className="text-sm text-red-700">
              {t("guideAdmin.sectionsError")}
            </p>
          )}
          <AdminTabs
            tabs={tabs.map((entry) => ({ id: entry.id, label: t(entry.label) }))}
            active={tab}
            onChange={setTab}
            label={t("guideAdmin.tabs")}
          >
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

/** The page with its texts in the reader's language, downloaded only by those who open it (decision 017). */
export const GuideAdminPage = withCatalogue(["guideAdmin"], GuideAdminScreen);

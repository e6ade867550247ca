import { Search } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import type { GuideSection, GuideTopic } from "../../../../contract/guides";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { type SectionSearchHit, searchSections } from "../utils/section-search";
import { SearchResults } from "./search-results";

export interface SectionSearchProps {
  topics: readonly GuideTopic[];
  sectionsByTopic: ReadonlyMap<number, readonly GuideSection[]>;
  sectionsPending: boolean;
  /** The French versions and their sections, searched too (decision 018). */
  frenchTopics?: readonly GuideTopic[];
  frenchSectionsByTopic?: ReadonlyMap<number, readonly GuideSection[]>;
  onJump: (hit: SectionSearchHit) => void;
}

/** Spec section 5: the search runs on Enter or the Search button, not on every keystroke. */
export function SectionSearch({
  topics,
  sectionsByTopic,
  sectionsPending,
  frenchTopics,
  frenchSectionsByTopic,
  onJump,
}: SectionSearchProps) {
  const t = useT();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const hits = useMemo(
    () => [
      ...searchSections(query, topics, sectionsByTopic),
      ...(frenchTopics && frenchSectionsByTopic ? searchSections(query, frenchTopics, frenchSectionsByTopic) : []),
    ],
    [query, topics, sectionsByTopic, frenchTopics, frenchSectionsByTopic],
  );

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  const handleClear = () => {
    setText("");
    setQuery("");
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some supported browsers and for jsdom. */}
      <form role="search" onSubmit={handleSearch} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="guide-admin-search" className="sr-only">
          {t("guideAdmin.search.label")}
        </label>
        <div className="relative flex-1">
          <Search className="absolute top-3 left-3 h-4 w-4 text-slate-400" aria-hidden="true" />
          <Input
            id="guide-admin-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t("guideAdmin.search.placeholder")}
            className="pl-9"
          />
        </div>
        <Button type="submit">{t("guideAdmin.search.button")}</Button>
      </form>
      {query && (
        <SearchResults query={query} hits={hits} pending={sectionsPending} onJump={onJump} onClear={handleClear} />
      )}
    </div>
  );
}

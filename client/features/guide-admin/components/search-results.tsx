import { ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useLocale, useT } from "../../../i18n/use-t";
import { htmlToText, type SectionSearchHit } from "../utils/section-search";

export interface SearchResultsProps {
  query: string;
  hits: readonly SectionSearchHit[];
  /** Some guides' sections are still loading, so the list may grow. */
  pending: boolean;
  onJump: (hit: SectionSearchHit) => void;
  onClear: () => void;
}

/** The sections found; each one jumps to the section in the Sections tab. */
export function SearchResults({ query, hits, pending, onJump, onClear }: SearchResultsProps) {
  const t = useT();
  const readerLocale = useLocale();
  return (
    <section aria-labelledby="guide-admin-results-heading" className="mt-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="guide-admin-results-heading" className="text-sm font-semibold text-slate-900">
          {t("guideAdmin.search.results")}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear}>
          {t("guideAdmin.search.clear")}
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {pending ? t("guideAdmin.search.loading") : t("guideAdmin.search.found", { count: hits.length, query })}
      </p>
      {hits.length > 0 && (
        <ul className="mt-2 max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {hits.map((hit) => (
            <li key={hit.section.id}>
              <button
                type="button"
                onClick={() => onJump(hit)}
                className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
              >
                <span className="min-w-0 flex-1" lang={hit.section.locale}>
                  <span className="block truncate font-medium text-slate-900">{hit.section.title}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {hit.section.locale === "fr-CA" && <span lang={readerLocale}>{t("guideAdmin.search.french")}</span>}
                    {hit.topic.title} · {htmlToText(hit.section.content).slice(0, 120)}
                  </span>
                </span>
                <ChevronRight className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

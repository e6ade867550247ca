import { ExternalLink, ListOrdered, Pencil, Plus, Sparkles, Trash2 } from "lucide-react";
import { Link } from "wouter";
import type { Locale } from "../../../../contract/locale";
import { GuideIcon } from "../../../components/guide-icon";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import type { TopicVersions } from "../api/get-topics";
import { languageKey } from "../utils/languages";

export interface TopicCardProps {
  entry: TopicVersions;
  /** The primary version's section count; undefined while the guide's sections load. */
  sectionCount: number | undefined;
  /** The French sections' count when French is not the primary version; undefined while loading. */
  frenchSectionCount: number | undefined;
  /** False while the French versions load or when they failed to load. */
  frenchKnown: boolean;
  onEdit: (locale: Locale) => void;
  onAddVersion: (locale: Locale) => void;
  onGenerate: (locale: Locale) => void;
  onRemoveVersion: (locale: Locale) => void;
  onOpenSections: () => void;
}

/**
 * One guide on the Guides tab: icon, title, slug, description and section count of its primary version
 * (English when it has one), which languages it has, and the actions for each language.
 */
export function TopicCard({
  entry,
  sectionCount,
  frenchSectionCount,
  frenchKnown,
  onEdit,
  onAddVersion,
  onGenerate,
  onRemoveVersion,
  onOpenSections,
}: TopicCardProps) {
  const t = useT();
  const topic = entry.primary;
  const primaryLocale = topic.locale ?? "en-CA";
  const english = entry.versions["en-CA"];
  const french = entry.versions["fr-CA"];
  const titleId = `guide-topic-${topic.id}-title`;
  const count =
    sectionCount === undefined
      ? t("guideAdmin.card.loadingSections")
      : t("guideAdmin.card.sections", { count: sectionCount });
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <GuideIcon name={topic.icon} className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} lang={primaryLocale} className="font-semibold text-slate-900">
            {topic.title}
          </h3>
          <p className="truncate font-mono text-xs text-slate-500">{`/guides/${topic.slug}`}</p>
        </div>
        <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {count}
        </span>
      </div>
      <p lang={primaryLocale} className="mt-3 flex-1 text-sm text-slate-600">
        {topic.description || t("guideAdmin.noDescription")}
      </p>
      {/* A group, not a region: every card has one, and landmarks must be unique. */}
      <fieldset className="mt-3 min-w-0 rounded-lg border-0 bg-slate-50 p-3 text-sm">
        <legend className="sr-only">{t("guideAdmin.card.languages")}</legend>
        <ul className="grid gap-2">
          <li className="flex flex-wrap items-center gap-2">
            <LanguageBadge locale="en-CA" present={Boolean(english)} />
            {english ? (
              <span className="text-slate-600">
                {primaryLocale === "en-CA" ? t("guideAdmin.card.shownAbove") : english.title}
              </span>
            ) : (
              <>
                <span className="text-slate-600">{t("guideAdmin.card.noVersion", { language: "en" })}</span>
                <Button variant="ghost" size="sm" onClick={() => onAddVersion("en-CA")}>
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  {t("guideAdmin.card.addVersion", { language: "en" })}
                </Button>
              </>
            )}
          </li>
          <li className="flex flex-wrap items-center gap-2">
            <LanguageBadge locale="fr-CA" present={Boolean(french)} />
            {!frenchKnown && !french ? (
              <span className="text-slate-600">{t("guideAdmin.card.checking")}</span>
            ) : french && primaryLocale === "fr-CA" ? (
              <span className="text-slate-600">{t("guideAdmin.card.shownAbove")}</span>
            ) : french ? (
              <>
                <span lang="fr-CA" className="min-w-0 flex-1 text-slate-800">
                  {french.title}
                </span>
                <span className="text-xs text-slate-500">
                  {frenchSectionCount === undefined
                    ? t("guideAdmin.card.loading")
                    : t("guideAdmin.card.sectionsInFrench", { count: frenchSectionCount })}
                </span>
                <div className="flex w-full flex-wrap gap-2">
                  <Button variant="secondary" size="sm" onClick={() => onEdit("fr-CA")}>
                    <Pencil className="h-4 w-4" aria-hidden="true" />
                    {t("guideAdmin.card.editFrench")}
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => onGenerate("fr-CA")}>
                    <Sparkles className="h-4 w-4" aria-hidden="true" />
                    {t("guideAdmin.card.generateFrench")}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onRemoveVersion("fr-CA")}>
                    <Trash2 className="h-4 w-4" aria-hidden="true" />
                    {t("guideAdmin.card.removeFrench")}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <span className="text-slate-600">{t("guideAdmin.card.noVersion", { language: "fr" })}</span>
                <Button variant="ghost" size="sm" onClick={() => onAddVersion("fr-CA")}>
                  <Plus className="h-4 w-4" aria-hidden="true" />
                  {t("guideAdmin.card.addVersion", { language: "fr" })}
                </Button>
              </>
            )}
          </li>
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onEdit(primaryLocale)}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t("guideAdmin.card.edit")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onGenerate(primaryLocale)}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t("guideAdmin.card.generate")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onOpenSections}>
          <ListOrdered className="h-4 w-4" aria-hidden="true" />
          {t("guideAdmin.card.sectionsButton")}
        </Button>
        <Link
          href={`/guides/${topic.slug}`}
          className="inline-flex h-8 items-center gap-1 rounded-md px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t("guideAdmin.card.view")}
        </Link>
      </div>
    </article>
  );
}

function LanguageBadge({ locale, present }: { locale: Locale; present: boolean }) {
  const t = useT();
  return (
    <span
      className={
        present
          ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800"
          : "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
      }
    >
      {t("guideAdmin.language", { language: languageKey(locale) })}
      <span className="sr-only">{present ? t("guideAdmin.card.written") : t("guideAdmin.card.missing")}</span>
    </span>
  );
}

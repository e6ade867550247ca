import type { GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import type { Translate } from "../../../i18n/use-t";
import { useLocale, useT } from "../../../i18n/use-t";
import { useSaveTopic } from "../api/save-topic";
import { languageKey } from "../utils/languages";
import { AdminDialog } from "./admin-dialog";
import { TopicForm } from "./topic-form";

export interface TopicFormDialogProps {
  open: boolean;
  /** The guide to edit; absent for 'New Guide'. */
  topic?: GuideTopic;
  /** The language edited (English when absent). */
  locale?: Locale;
  /** True when `locale` is a version the guide does not have yet. */
  adding?: boolean;
  /** The guide's other language, shown beside the form for reference. */
  reference?: GuideTopic;
  onClose: () => void;
}

function dialogTitle(t: Translate, topic: GuideTopic | undefined, locale: Locale, adding: boolean | undefined) {
  if (!topic) return t("guideAdmin.topic.new");
  if (adding) return t("guideAdmin.topic.addVersion", { language: languageKey(locale) });
  return locale === "en-CA"
    ? t("guideAdmin.topic.edit")
    : t("guideAdmin.topic.editVersion", { language: languageKey(locale) });
}

/** 'New Guide' / 'Edit Guide' / a language version, with the other language beside it. */
export function TopicFormDialog({ open, topic, locale = "en-CA", adding, reference, onClose }: TopicFormDialogProps) {
  const t = useT();
  const readerLocale = useLocale();
  const save = useSaveTopic();
  const referenceLocale = reference?.locale ?? "en-CA";
  return (
    <AdminDialog
      open={open}
      title={dialogTitle(t, topic, locale, adding)}
      onClose={onClose}
      busy={save.isPending}
      size={reference ? "lg" : "md"}
    >
      {reference ? (
        <div className="grid gap-6 md:grid-cols-2">
          <section
            aria-label={t("guideAdmin.topic.version", { language: languageKey(referenceLocale) })}
            lang={referenceLocale}
            className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
          >
            <p lang={readerLocale} className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t("guideAdmin.topic.version", { language: languageKey(referenceLocale) })}
            </p>
            <p className="mt-2 font-semibold text-slate-900">{reference.title}</p>
            <p className="mt-1 text-slate-600">{reference.description || t("guideAdmin.noDescription")}</p>
          </section>
          <TopicForm topic={topic} locale={locale} adding={adding} save={save} onDone={onClose} />
        </div>
      ) : (
        <TopicForm topic={topic} locale={locale} adding={adding} save={save} onDone={onClose} />
      )}
    </AdminDialog>
  );
}

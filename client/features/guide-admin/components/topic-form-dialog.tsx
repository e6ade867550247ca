import type { GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { useSaveTopic } from "../api/save-topic";
import { languageName } from "../utils/languages";
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

function dialogTitle(topic: GuideTopic | undefined, locale: Locale, adding: boolean | undefined) {
  if (!topic) return "New Guide";
  if (adding) return `Add ${languageName[locale]} version`;
  return locale === "en-CA" ? "Edit Guide" : `Edit ${languageName[locale]} version`;
}

/** 'New Guide' / 'Edit Guide' / a language version, with the other language beside it. */
export function TopicFormDialog({ open, topic, locale = "en-CA", adding, reference, onClose }: TopicFormDialogProps) {
  const save = useSaveTopic();
  const referenceLocale = reference?.locale ?? "en-CA";
  return (
    <AdminDialog
      open={open}
      title={dialogTitle(topic, locale, adding)}
      onClose={onClose}
      busy={save.isPending}
      size={reference ? "lg" : "md"}
    >
      {reference ? (
        <div className="grid gap-6 md:grid-cols-2">
          <section
            aria-label={`${languageName[referenceLocale]} version`}
            lang={referenceLocale}
            className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
          >
            <p lang="en-CA" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {languageName[referenceLocale]} version
            </p>
            <p className="mt-2 font-semibold text-slate-900">{reference.title}</p>
            <p className="mt-1 text-slate-600">{reference.description || "No description"}</p>
          </section>
          <TopicForm topic={topic} locale={locale} adding={adding} save={save} onDone={onClose} />
        </div>
      ) : (
        <TopicForm topic={topic} locale={locale} adding={adding} save={save} onDone={onClose} />
      )}
    </AdminDialog>
  );
}

import { type FormEvent, lazy, Suspense, useState } from "react";
import type { PrivacyPolicy } from "../../../../contract/privacy-settings";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { useSavePolicy } from "../api/update-policy";

// Tiptap arrives with this screen only (decision 032): no public page and no other staff screen loads it.
const RichTextEditor = lazy(async () => ({ default: (await import("./rich-text-editor")).RichTextEditor }));

const languages = [
  { locale: "en-CA", label: "privacySettings.policy.english" },
  { locale: "fr-CA", label: "privacySettings.policy.french" },
] as const;

export interface PolicyEditorProps {
  policy: PrivacyPolicy;
}

/**
 * The policy in each language, edited as formatted text (headings, lists, links) in a rich-text editor
 * whose schema is the sanitiser's policy; the server sanitises again on save (contract/html-policy.ts).
 */
export function PolicyEditor({ policy }: PolicyEditorProps) {
  const t = useT();
  const [values, setValues] = useState({ "en-CA": policy["en-CA"], "fr-CA": policy["fr-CA"] });
  const [blank, setBlank] = useState<Record<string, boolean>>({
    "en-CA": !policy["en-CA"].trim(),
    "fr-CA": !policy["fr-CA"].trim(),
  });
  const [empty, setEmpty] = useState<Set<string>>(new Set());
  const save = useSavePolicy();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = new Set(languages.filter(({ locale }) => blank[locale]).map(({ locale }) => locale));
    setEmpty(missing);
    if (missing.size > 0) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        setValues({ "en-CA": saved["en-CA"], "fr-CA": saved["fr-CA"] });
        toast({ title: t("privacySettings.policy.saved", { version: saved.version }) });
      },
      onError: (error) =>
        toast({ title: t("privacySettings.failed", { message: errorMessage(error, t) }), variant: "destructive" }),
    });
  }

  return (
    <section aria-labelledby="policy-title" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="policy-title" className="text-lg font-semibold text-slate-900">
          {t("privacySettings.policy.title")}
        </h2>
        <span className="text-sm text-slate-600">
          {t("privacySettings.policy.version", { version: policy.version })}
        </span>
      </div>
      <p className="text-sm text-slate-600">{t("privacySettings.policy.intro")}</p>
      <form onSubmit={handleSubmit} noValidate className="grid gap-6">
        {languages.map(({ locale, label }) => (
          <div key={locale} className="grid gap-1.5">
            <span id={`policy-${locale}-label`} className="text-sm font-medium text-slate-800">
              {t(label)}
            </span>
            <Suspense fallback={<Spinner label={t("privacySettings.editor.loading")} />}>
              <RichTextEditor
                labelledBy={`policy-${locale}-label`}
                describedBy={empty.has(locale) ? `policy-${locale}-error` : undefined}
                lang={locale}
                initialHtml={policy[locale]}
                invalid={empty.has(locale)}
                onChange={(html, isEmpty) => {
                  setValues((current) => ({ ...current, [locale]: html }));
                  setBlank((current) => ({ ...current, [locale]: isEmpty }));
                }}
              />
            </Suspense>
            {empty.has(locale) && (
              <p id={`policy-${locale}-error`} role="alert" className="text-sm text-red-600">
                {t("privacySettings.policy.empty")}
              </p>
            )}
          </div>
        ))}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t("privacySettings.policy.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}

import { type FormEvent, useState } from "react";
import type { PrivacyPolicy } from "../../../../contract/privacy-settings";
import { SafeHtml } from "../../../components/safe-html";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { TextArea } from "../../../components/ui/text-area";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { useSavePolicy } from "../api/update-policy";

const languages = [
  { locale: "en-CA", label: "privacySettings.policy.english" },
  { locale: "fr-CA", label: "privacySettings.policy.french" },
] as const;

export interface PolicyEditorProps {
  policy: PrivacyPolicy;
}

/**
 * The policy's HTML in each language with a preview through the same sanitiser as the public page; the
 * server sanitises again on save (the guide CMS's allow-list).
 */
export function PolicyEditor({ policy }: PolicyEditorProps) {
  const t = useT();
  const [values, setValues] = useState({ "en-CA": policy["en-CA"], "fr-CA": policy["fr-CA"] });
  const [empty, setEmpty] = useState<Set<string>>(new Set());
  const save = useSavePolicy();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = new Set(languages.filter(({ locale }) => !values[locale].trim()).map(({ locale }) => locale));
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
          <div key={locale} className="grid gap-3 lg:grid-cols-2">
            <FormField
              id={`policy-${locale}`}
              label={t(label)}
              error={empty.has(locale) ? t("privacySettings.policy.empty") : undefined}
            >
              <TextArea
                id={`policy-${locale}`}
                rows={14}
                value={values[locale]}
                invalid={empty.has(locale)}
                onChange={(event) => setValues((current) => ({ ...current, [locale]: event.target.value }))}
                className="font-mono text-xs"
              />
            </FormField>
            <div className="grid gap-1.5">
              <span className="text-sm font-medium text-slate-800">{t("privacySettings.policy.preview")}</span>
              <div className="max-h-80 overflow-auto rounded-md border border-slate-200 p-3" lang={locale}>
                <SafeHtml html={values[locale]} className="text-sm" />
              </div>
            </div>
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

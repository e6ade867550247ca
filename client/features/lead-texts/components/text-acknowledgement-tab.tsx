import { useEffect, useState } from "react";
import type { TextAcknowledgementSettings } from "../../../../contract/texting";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { TextArea } from "../../../components/ui/text-area";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { useAcknowledgementSettings, useSaveAcknowledgementSettings } from "../api/texts";
import { TextOutboxList } from "./text-outbox-list";

const placeholders = { brokerage: "{brokerage}", name: "{name}", agent: "{agent}", promise: "{promise}" };

/**
 * The admin dashboard's Texts tab (decision 038): the instant acknowledgement on or off, and its text in
 * English and French.
 */
export function TextAcknowledgementTab({ isAdmin }: { isAdmin: boolean }) {
  const t = useT();
  const settings = useAcknowledgementSettings();
  const save = useSaveAcknowledgementSettings();
  const [draft, setDraft] = useState<TextAcknowledgementSettings | null>(null);
  useEffect(() => {
    if (settings.data && !draft) setDraft({ enabled: settings.data.enabled, text: settings.data.text });
  }, [settings.data, draft]);

  if (!draft) return <p className="text-sm text-slate-500">{t("leadTexts.admin.loading")}</p>;
  const setText = (locale: "en-CA" | "fr-CA", value: string) =>
    setDraft({ ...draft, text: { ...draft.text, [locale]: value } });

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    try {
      await save.mutateAsync(draft);
      toast({ title: t("leadTexts.admin.saved") });
    } catch (error) {
      toast({ title: t("leadTexts.error"), description: errorMessage(error as Error, t), variant: "destructive" });
    }
  };

  return (
    <section className="grid max-w-3xl gap-4" aria-labelledby="text-ack-title">
      <h2 id="text-ack-title" className="text-lg font-semibold text-slate-900">
        {t("leadTexts.admin.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("leadTexts.admin.intro", placeholders)}</p>
      {settings.data?.providerConfigured === false && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("leadTexts.admin.noProvider")}
        </p>
      )}
      <form onSubmit={submit} className="grid gap-4">
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={draft.enabled}
            disabled={!isAdmin}
            onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
          />
          {t("leadTexts.admin.enabled")}
        </label>
        <FormField id="text-ack-en" label={t("leadTexts.admin.textEn")}>
          <TextArea
            id="text-ack-en"
            lang="en-CA"
            value={draft.text["en-CA"]}
            disabled={!isAdmin}
            maxLength={600}
            onChange={(event) => setText("en-CA", event.target.value)}
          />
        </FormField>
        <FormField id="text-ack-fr" label={t("leadTexts.admin.textFr")}>
          <TextArea
            id="text-ack-fr"
            lang="fr-CA"
            value={draft.text["fr-CA"]}
            disabled={!isAdmin}
            maxLength={600}
            onChange={(event) => setText("fr-CA", event.target.value)}
          />
        </FormField>
        {isAdmin && (
          <div>
            <Button type="submit" disabled={save.isPending}>
              {t("leadTexts.admin.save")}
            </Button>
          </div>
        )}
      </form>
      <TextOutboxList />
    </section>
  );
}

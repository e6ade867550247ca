import { type FormEvent, useState } from "react";
import type { RetentionSettings, RetentionStatus } from "../../../../contract/privacy-settings";
import { retentionSettingsSchema } from "../../../../contract/privacy-settings";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useLocale, useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { formatDateTime } from "../../../lib/format";
import { useRunRetention, useSaveRetention } from "../api/update-retention";

const fields = ["partialLeadDays", "unconvertedGuideDays", "outboxDays"] as const;
const removedKeys = [
  "partialLeads",
  "unconvertedGuides",
  "outboxEmails",
  "webhookDeliveries",
  "auditRows",
  "idempotencyKeys",
] as const;

export interface RetentionFormProps {
  status: RetentionStatus;
}

/** The three periods, the job's next run, what its last run removed, and a run on demand. */
export function RetentionForm({ status }: RetentionFormProps) {
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<Record<keyof RetentionSettings, string>>({
    partialLeadDays: String(status.settings.partialLeadDays),
    unconvertedGuideDays: String(status.settings.unconvertedGuideDays),
    outboxDays: String(status.settings.outboxDays),
  });
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const save = useSaveRetention();
  const run = useRunRetention();
  const format = (iso: string) => formatDateTime(iso, locale);
  const onError = (error: Error) =>
    toast({ title: t("privacySettings.failed", { message: errorMessage(error, t) }), variant: "destructive" });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = retentionSettingsSchema.safeParse(
      Object.fromEntries(
        fields.map((field) => [field, values[field].trim() === "" ? Number.NaN : Number(values[field])]),
      ),
    );
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setInvalid(new Set());
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: t("privacySettings.retention.saved") }),
      onError,
    });
  }

  return (
    <section aria-labelledby="retention-title" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="retention-title" className="text-lg font-semibold text-slate-900">
        {t("privacySettings.retention.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("privacySettings.retention.intro")}</p>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4 sm:max-w-md">
        {fields.map((field) => (
          <FormField
            key={field}
            id={`retention-${field}`}
            label={t(`privacySettings.retention.${field}`)}
            error={invalid.has(field) ? t("privacySettings.retention.invalid") : undefined}
          >
            <Input
              id={`retention-${field}`}
              type="number"
              inputMode="numeric"
              min={1}
              max={3650}
              value={values[field]}
              invalid={invalid.has(field)}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          </FormField>
        ))}
        <p className="text-xs text-slate-600">{t("privacySettings.retention.fixed")}</p>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {t("privacySettings.retention.save")}
          </Button>
          <Button variant="secondary" disabled={run.isPending} onClick={() => run.mutate(undefined, { onError })}>
            {t("privacySettings.retention.runNow")}
          </Button>
        </div>
      </form>
      <div className="text-sm text-slate-700" aria-live="polite">
        <p>
          {status.nextRunAt
            ? t("privacySettings.retention.nextRun", { date: format(status.nextRunAt) })
            : t("privacySettings.retention.notScheduled")}
        </p>
        {status.lastRun ? (
          <>
            <p className="mt-2">{t("privacySettings.retention.lastRun", { date: format(status.lastRun.at) })}</p>
            <ul className="mt-1 list-disc pl-6">
              {removedKeys.map((key) => (
                <li key={key}>
                  {t(`privacySettings.retention.removed.${key}`, { count: status.lastRun?.removed[key] ?? 0 })}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2">{t("privacySettings.retention.neverRun")}</p>
        )}
      </div>
    </section>
  );
}

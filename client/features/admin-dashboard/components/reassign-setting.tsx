import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { useUpdateSettings } from "../api/update-settings";

export interface ReassignSettingProps {
  minutes: number;
}

const MAX_MINUTES = 10_080;

/** Minutes before an untouched pool-dealt lead moves on; 0 turns it off. */
export function ReassignSetting({ minutes }: ReassignSettingProps) {
  const t = useT();
  const [draft, setDraft] = useState(String(minutes));
  const [error, setError] = useState<string>();
  const update = useUpdateSettings(t("admin.reassign.saved"));

  const handleSave = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(draft);
    if (draft.trim() === "" || !Number.isInteger(value) || value < 0 || value > MAX_MINUTES) {
      setError(t("admin.reassign.invalid", { max: MAX_MINUTES }));
      return;
    }
    setError(undefined);
    update.mutate({ poolReassignMinutes: value });
  };

  return (
    <form onSubmit={handleSave} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="sm:w-64">
        <FormField
          id="pool-reassign-minutes"
          label={t("admin.reassign.label")}
          error={error}
          hint={minutes === 0 ? t("admin.reassign.off") : t("admin.reassign.current", { minutes })}
        >
          <Input
            id="pool-reassign-minutes"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_MINUTES}
            value={draft}
            invalid={Boolean(error)}
            aria-describedby={error ? "pool-reassign-minutes-error" : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" className="sm:mt-6" disabled={update.isPending}>
        {update.isPending ? t("admin.saving") : t("admin.save")}
      </Button>
    </form>
  );
}

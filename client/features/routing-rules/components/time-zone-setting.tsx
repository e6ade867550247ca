import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { useSetTimeZone } from "../api/set-time-zone";

export interface TimeZoneSettingProps {
  timeZone: string;
}

/** The brokerage's time zone, in which day and time-of-day conditions are read (admins change it). */
export function TimeZoneSetting({ timeZone }: TimeZoneSettingProps) {
  const t = useT();
  const save = useSetTimeZone();
  const [value, setValue] = useState(timeZone);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value.trim());
  };
  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <FormField
          id="routing-time-zone"
          label={t("routingRules.timeZone.label")}
          hint={t("routingRules.timeZone.hint")}
        >
          <Input id="routing-time-zone" value={value} maxLength={64} onChange={(e) => setValue(e.target.value)} />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending || value.trim() === timeZone}>
        {t("routingRules.timeZone.save")}
      </Button>
    </form>
  );
}

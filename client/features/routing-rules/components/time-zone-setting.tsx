import { type FormEvent, useState } from "react";
import { isTimeZone } from "../../../../contract/routing-rules";
import { validationMessages } from "../../../../contract/validation-messages";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { useT } from "../../../i18n/use-t";
import { fieldIssues } from "../../../lib/field-issues";
import { useSetTimeZone } from "../api/set-time-zone";

export interface TimeZoneSettingProps {
  timeZone: string;
}

/** The brokerage's time zone, in which day and time-of-day conditions are read (admins change it). */
export function TimeZoneSetting({ timeZone }: TimeZoneSettingProps) {
  const t = useT();
  const save = useSetTimeZone();
  const [value, setValue] = useState(timeZone);
  const [invalid, setInvalid] = useState(false);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A name the browser does not know is refused here with the server's own words, beside the field.
    if (!isTimeZone(value.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    save.mutate(value.trim());
  };
  const error = invalid ? validationMessages.timeZone : fieldIssues(save.error, t).timeZone;
  return (
    <form onSubmit={handleSubmit} className="flex flex-wrap items-end gap-3" noValidate>
      <div className="min-w-0 flex-1 sm:max-w-xs">
        <FormField
          id="routing-time-zone"
          label={t("routingRules.timeZone.label")}
          hint={t("routingRules.timeZone.hint")}
          error={error}
        >
          <Input
            id="routing-time-zone"
            value={value}
            maxLength={64}
            onChange={(e) => {
              setValue(e.target.value);
              setInvalid(false);
            }}
          />
        </FormField>
      </div>
      <Button type="submit" variant="secondary" disabled={save.isPending || value.trim() === timeZone}>
        {t("routingRules.timeZone.save")}
      </Button>
    </form>
  );
}

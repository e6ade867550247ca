import { useState } from "react";
import {
  type ContactChannel,
  type ContactOutcome,
  contactChannels,
  contactOutcomes,
  type LogContactInput,
} from "../../../../contract/pipeline";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useT } from "../../../i18n/use-t";
import { SelectInput } from "./select-input";

export interface LogContactFormProps {
  pending: boolean;
  onSave: (input: LogContactInput) => void;
  onCancel: () => void;
}

/** 'Log contact': how the seller was contacted and what came of it. */
export function LogContactForm({ pending, onSave, onCancel }: LogContactFormProps) {
  const t = useT();
  const channelOptions = contactChannels.map((value) => ({ value, label: t(`staff.channel.${value}`) }));
  const outcomeOptions = contactOutcomes.map((value) => ({ value, label: t(`staff.outcome.${value}`) }));
  const [channel, setChannel] = useState<ContactChannel>("call");
  const [outcome, setOutcome] = useState<ContactOutcome>("reached");
  const [notes, setNotes] = useState("");
  return (
    <form
      aria-label={t("leads.pipeline.logContact")}
      className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ channel, outcome, notes: notes.trim() || undefined });
      }}
    >
      <FormField id="contact-channel" label={t("leads.contact.channel")}>
        <SelectInput
          id="contact-channel"
          value={channel}
          options={channelOptions}
          onChange={(e) => setChannel(e.target.value as ContactChannel)}
        />
      </FormField>
      <FormField id="contact-outcome" label={t("leads.contact.outcome")}>
        <SelectInput
          id="contact-outcome"
          value={outcome}
          options={outcomeOptions}
          onChange={(e) => setOutcome(e.target.value as ContactOutcome)}
        />
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="contact-notes" label={t("leads.contact.notes")}>
          <textarea
            id="contact-notes"
            value={notes}
            maxLength={2000}
            rows={2}
            onChange={(e) => setNotes(e.target.value)}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </FormField>
      </div>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {pending ? t("leads.saving") : t("leads.contact.save")}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {t("leads.cancel")}
        </Button>
      </div>
    </form>
  );
}

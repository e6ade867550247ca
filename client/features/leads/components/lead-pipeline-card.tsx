import { PhoneCall } from "lucide-react";
import { useState } from "react";
import type { User } from "../../../../contract/auth";
import { isDoNotContact, REPRESENTED_TAG } from "../../../../contract/constants";
import type { StaffLead } from "../../../../contract/leads";
import { type PipelineStage, pipelineStages } from "../../../../contract/pipeline";
import { Button } from "../../../components/ui/button";
import { WaitingClock } from "../../../components/waiting-clock";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useContacts, useLogContact } from "../api/log-contact";
import { useUpdateLead } from "../api/update-lead";
import { LeadAssignControl } from "./lead-assign-control";
import { LogContactForm } from "./log-contact-form";
import { SelectInput } from "./select-input";

export interface LeadPipelineCardProps {
  lead: StaffLead;
  user: User | null | undefined;
  live: boolean;
}

/** The lead's pipeline stage, its waiting clock or first contact, and 'Log contact' (decision 019). */
export function LeadPipelineCard({ lead, user, live }: LeadPipelineCardProps) {
  const t = useT();
  const format = useFormat();
  const stageOptions = pipelineStages.map((value) => ({ value, label: t(`staff.stage.${value}`) }));
  const [logging, setLogging] = useState(false);
  const update = useUpdateLead(lead.id);
  const logContact = useLogContact(lead.id);
  const contacts = useContacts(lead.id, live);
  const manager = user?.role === "admin" || user?.role === "manager";
  // A represented seller stays in 'Do not contact' unless a manager moves them (the server's rule too).
  const locked = isDoNotContact(lead) && lead.tag === REPRESENTED_TAG && !manager;

  return (
    <section aria-labelledby="pipeline-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <h2 id="pipeline-heading" className="text-lg font-semibold">
            {t("leads.pipeline.title")}
          </h2>
          <label htmlFor="lead-stage" className="text-sm font-medium text-slate-800">
            {t("leads.pipeline.stage")}
          </label>
          <SelectInput
            id="lead-stage"
            className="sm:w-56"
            value={lead.stage}
            options={stageOptions}
            disabled={locked || update.isPending}
            aria-describedby={locked ? "lead-stage-hint" : undefined}
            onChange={(e) => update.mutate({ stage: e.target.value as PipelineStage })}
          />
          {locked && (
            <p id="lead-stage-hint" className="text-xs text-slate-600">
              {t("leads.pipeline.locked")}
            </p>
          )}
        </div>
        <LeadAssignControl lead={lead} user={user} />
        <div className="grid justify-items-start gap-2 sm:justify-items-end">
          {lead.waitingSince ? (
            <WaitingClock since={lead.waitingSince} />
          ) : lead.firstContactAt ? (
            <p className="text-sm text-slate-600">
              {t("leads.pipeline.firstContact", { date: format.dateTime(lead.firstContactAt) })}
            </p>
          ) : null}
          {!logging && (
            <Button variant="secondary" onClick={() => setLogging(true)}>
              <PhoneCall className="h-4 w-4" aria-hidden="true" />
              {t("leads.pipeline.logContact")}
            </Button>
          )}
        </div>
      </div>
      {logging && (
        <div className="mt-4">
          <LogContactForm
            pending={logContact.isPending}
            onCancel={() => setLogging(false)}
            onSave={(input) => logContact.mutate(input, { onSuccess: () => setLogging(false) })}
          />
        </div>
      )}
      {contacts.data && contacts.data.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">{t("leads.pipeline.contacts")}</h3>
          <ul className="mt-2 grid gap-1 text-sm text-slate-700">
            {contacts.data.slice(0, 5).map((c) => (
              <li key={c.id}>
                {/* Worded by the catalogue (« Appel : Joint » in French), as the history's line is. */}
                {t("leads.history.auto.contact", {
                  channel: t(`staff.channel.${c.channel}`),
                  outcome: t(`staff.outcome.${c.outcome}`),
                })}{" "}
                · {c.userName ?? t("leads.pipeline.staff")} · {format.dateTime(c.createdAt)}
                {c.notes && <span className="block text-slate-500">{c.notes}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { leadStatuses, type StaffLead } from "../../../../contract/leads";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import { useUpdateLead } from "../api/update-lead";
import { selectClass } from "./select-class";

export interface StatusSelectProps {
  lead: StaffLead;
  name: string;
}

/** A stored status's label; a status the list does not know shows as stored. */
const statusIds: Record<string, MessageId> = {
  Partial: "admin.leads.status.Partial",
  Contacted: "admin.leads.status.Contacted",
  "Qualified Lead": "admin.leads.status.Qualified Lead",
};

export function StatusSelect({ lead, name }: StatusSelectProps) {
  const t = useT();
  const label = (status: string) => {
    const id = Object.hasOwn(statusIds, status) ? statusIds[status] : undefined;
    return id ? t(id) : status;
  };
  const update = useUpdateLead();
  const pending = update.isPending && "status" in update.variables.change ? update.variables.change.status : null;
  const statuses: string[] = leadStatuses.includes(lead.status as (typeof leadStatuses)[number])
    ? [...leadStatuses]
    : [lead.status, ...leadStatuses];
  return (
    <select
      aria-label={t("admin.leads.statusOf", { name })}
      className={selectClass}
      value={pending ?? lead.status}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate({
          id: lead.id,
          change: { status: event.target.value },
          description: t("admin.leads.statusChanged", { name, status: label(event.target.value) }),
        })
      }
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {label(status)}
        </option>
      ))}
    </select>
  );
}

import { leadStatuses, type StaffLead } from "../../../../contract/leads";
import { useUpdateLead } from "../api/update-lead";
import { selectClass } from "./select-class";

export interface StatusSelectProps {
  lead: StaffLead;
  name: string;
}

export function StatusSelect({ lead, name }: StatusSelectProps) {
  const update = useUpdateLead();
  const pending = update.isPending && "status" in update.variables.change ? update.variables.change.status : null;
  const statuses: string[] = leadStatuses.includes(lead.status as (typeof leadStatuses)[number])
    ? [...leadStatuses]
    : [lead.status, ...leadStatuses];
  return (
    <select
      aria-label={`Status of ${name}`}
      className={selectClass}
      value={pending ?? lead.status}
      disabled={update.isPending}
      onChange={(event) =>
        update.mutate({
          id: lead.id,
          change: { status: event.target.value },
          description: `${name} is now '${event.target.value}'.`,
        })
      }
    >
      {statuses.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}

import type { User } from "../../../../contract/auth";
import type { StaffLead } from "../../../../contract/leads";
import { useT } from "../../../i18n/use-t";
import { mayListAgents, useAgents } from "../api/get-agents";
import { useUpdateLead } from "../api/update-lead";
import { SelectInput } from "./select-input";

export interface LeadAssignControlProps {
  lead: StaffLead;
  user: User | null | undefined;
}

/**
 * Assign or reassign the lead from its page (admins and managers): the same change as the admin Leads
 * tab's select (PATCH agentId), so the server writes the history row and e-mails the agent alike. Only
 * active agents can be chosen; a current inactive assignee still shows.
 */
export function LeadAssignControl({ lead, user }: LeadAssignControlProps) {
  const t = useT();
  const agents = useAgents(user);
  const update = useUpdateLead(lead.id);
  if (!mayListAgents(user)) return null;
  const choices = (agents.data ?? []).filter((a) => a.isActive || a.id === lead.agentId);
  const known = choices.some((a) => a.id === lead.agentId);
  const pending = update.isPending && update.variables && "agentId" in update.variables;
  const value = pending ? update.variables?.agentId : lead.agentId;
  const options = [
    { value: "", label: t("leads.assign.nobody") },
    ...(lead.agentId !== null && !known ? [{ value: String(lead.agentId), label: `#${lead.agentId}` }] : []),
    ...choices.map((a) => ({
      value: String(a.id),
      label: a.isActive ? a.fullName : t("leads.assign.inactive", { name: a.fullName }),
    })),
  ];
  return (
    <div className="grid gap-1.5">
      <label htmlFor="lead-assign" className="text-sm font-medium text-slate-800">
        {t("leads.assign.label")}
      </label>
      <SelectInput
        id="lead-assign"
        className="sm:w-56"
        value={value === null || value === undefined ? "" : String(value)}
        options={options}
        disabled={!agents.isSuccess || update.isPending}
        onChange={(e) => update.mutate({ agentId: e.target.value ? Number(e.target.value) : null })}
      />
    </div>
  );
}

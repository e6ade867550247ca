import type { Agent } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import { useT } from "../../../i18n/use-t";
import { useUpdateLead } from "../api/update-lead";
import { selectClass } from "./select-class";

export interface AssignSelectProps {
  lead: StaffLead;
  name: string;
  agents: Agent[];
  /** False until the agent list has loaded: nobody can be chosen yet. */
  ready: boolean;
}

/** Assigns the lead; only active staff can be chosen, but a current inactive assignee still shows. */
export function AssignSelect({ lead, name, agents, ready }: AssignSelectProps) {
  const t = useT();
  const update = useUpdateLead();
  const pending =
    update.isPending && "agentId" in update.variables.change ? update.variables.change.agentId : undefined;
  const value = pending !== undefined ? pending : lead.agentId;
  const choices = agents.filter((a) => a.isActive || a.id === lead.agentId);
  const current = agents.find((a) => a.id === lead.agentId);

  const handleChange = (raw: string) => {
    const agentId = raw ? Number(raw) : null;
    const agent = agents.find((a) => a.id === agentId);
    update.mutate({
      id: lead.id,
      change: { agentId },
      description: agent
        ? t("admin.leads.assigned", { name, agent: agent.fullName })
        : t("admin.leads.unassigned", { name }),
    });
  };

  return (
    <select
      aria-label={t("admin.leads.assignTo", { name })}
      className={selectClass}
      value={value === null ? "" : String(value)}
      disabled={!ready || update.isPending}
      onChange={(event) => handleChange(event.target.value)}
    >
      <option value="">{t("admin.leads.notAssigned")}</option>
      {lead.agentId !== null && !current && (
        <option value={lead.agentId}>{t("admin.agentNumber", { id: lead.agentId })}</option>
      )}
      {choices.map((agent) => (
        <option key={agent.id} value={agent.id}>
          {agent.isActive ? agent.fullName : t("admin.leads.inactiveAgent", { name: agent.fullName })}
        </option>
      ))}
    </select>
  );
}

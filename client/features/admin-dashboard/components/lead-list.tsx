import type { Agent } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import { useT } from "../../../i18n/use-t";
import { LeadRow } from "./lead-row";

export interface LeadListProps {
  leads: StaffLead[];
  agents: Agent[];
  agentsReady: boolean;
}

/** Cards on phones, a table-like grid from 768 px. */
export function LeadList({ leads, agents, agentsReady }: LeadListProps) {
  const t = useT();
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div
        aria-hidden="true"
        className="hidden gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-slate-500 md:grid md:grid-cols-[2fr_1fr_1fr_1.4fr]"
      >
        <span>{t("admin.leads.col.lead")}</span>
        <span>{t("admin.leads.col.submitted")}</span>
        <span>{t("admin.leads.col.stage")}</span>
        <span>{t("admin.leads.col.agent")}</span>
      </div>
      <ul aria-label={t("admin.leads.list")} className="divide-y divide-slate-200">
        {leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} agents={agents} agentsReady={agentsReady} />
        ))}
      </ul>
    </div>
  );
}

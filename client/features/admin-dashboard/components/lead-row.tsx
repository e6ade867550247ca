import { Link } from "wouter";
import type { Agent } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import { ErasedBadge } from "../../../components/erased-badge";
import { StageBadge } from "../../../components/stage-badge";
import { WaitingClock } from "../../../components/waiting-clock";
import { useT } from "../../../i18n/use-t";
import { useFormats } from "../hooks/use-formats";
import { AssignSelect } from "./assign-select";

export interface LeadRowProps {
  lead: StaffLead;
  agents: Agent[];
  agentsReady: boolean;
}

export function LeadRow({ lead, agents, agentsReady }: LeadRowProps) {
  const t = useT();
  const formats = useFormats();
  const name = lead.fullName || t("admin.leads.noName");
  return (
    <li className="grid gap-3 px-4 py-3 md:grid-cols-[2fr_1fr_1fr_1.4fr] md:items-center md:gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Link href={`/leads/${encodeURIComponent(lead.id)}`} className="font-medium text-brand-700 hover:underline">
            {name}
          </Link>
          <span
            className={
              lead.type === "cash"
                ? "rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800"
                : "rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-800"
            }
          >
            {lead.type === "cash" ? t("admin.leads.type.cash") : t("admin.leads.type.realtor")}
          </span>
          {lead.erasedAt && <ErasedBadge />}
          {!lead.erasedAt && <WaitingClock since={lead.waitingSince} />}
        </div>
        <p className="text-sm break-words text-slate-600">
          {[lead.email, lead.phone, lead.city].filter(Boolean).join(" · ") || t("admin.leads.noContact")}
        </p>
      </div>
      <p className="text-sm text-slate-600">
        <span className="md:sr-only">{t("admin.leads.col.submitted")} </span>
        {formats.day(lead.createdAt)}
      </p>
      {/* The lead's one state for staff: its pipeline stage (the seller's form progress is on the lead page). */}
      <p className="text-sm">
        <StageBadge stage={lead.stage} />
      </p>
      <AssignSelect lead={lead} name={name} agents={agents} ready={agentsReady} />
    </li>
  );
}

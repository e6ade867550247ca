import { Building2, Mail, Phone, UserRound } from "lucide-react";
import type { ClientDashboard } from "../../../../contract/client-portal";
import { useT } from "../../../i18n/use-t";
import { telHref } from "../utils/format";

export interface AgentCardProps {
  agent: ClientDashboard["agent"];
}

export function AgentCard({ agent }: AgentCardProps) {
  const t = useT();
  return (
    <section aria-labelledby="agent-card-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="agent-card-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t("clientDashboard.agent.title")}
      </h2>
      {agent ? (
        <div className="mt-3 grid gap-2 text-sm">
          <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <UserRound className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {agent.name}
          </p>
          {agent.phone && (
            <a href={telHref(agent.phone)} className="flex items-center gap-2 text-brand-700 hover:underline">
              <Phone className="h-4 w-4" aria-hidden="true" />
              {agent.phone}
            </a>
          )}
          <a
            href={`mailto:${agent.email}`}
            className="flex items-center gap-2 break-all text-brand-700 hover:underline"
          >
            <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
            {agent.email}
          </a>
          <p className="flex items-center gap-2 text-slate-700">
            <Building2 className="h-4 w-4" aria-hidden="true" />
            {agent.brokerage}
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t("clientDashboard.agent.soon")}</p>
      )}
    </section>
  );
}

import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useAgents } from "../api/get-agents";
import { AddAgentForm } from "./add-agent-form";
import { AgentRow } from "./agent-row";
import { EmptyState, ErrorState, LoadingState } from "./status-states";

export interface AgentsTabProps {
  currentUserId: number;
  /** Managers see the list read-only. */
  isAdmin: boolean;
}

export function AgentsTab({ currentUserId, isAdmin }: AgentsTabProps) {
  const t = useT();
  const agents = useAgents();
  const [adding, setAdding] = useState(false);

  return (
    <section aria-label={t("admin.nav.agents")} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {isAdmin ? t("admin.agents.adminHelp") : t("admin.agents.managerHelp")}
        </p>
        {isAdmin && !adding && (
          <Button onClick={() => setAdding(true)}>
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            {t("admin.agents.add")}
          </Button>
        )}
      </div>
      {adding && (
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="mb-3 font-semibold text-slate-900">{t("admin.agents.new")}</h3>
          <AddAgentForm onDone={() => setAdding(false)} />
        </div>
      )}
      {agents.isPending ? (
        <LoadingState text={t("admin.agents.loading")} />
      ) : agents.isError ? (
        <ErrorState text={t("admin.agents.error")} error={agents.error} onRetry={() => void agents.refetch()} />
      ) : agents.data.length === 0 ? (
        <EmptyState>{t("admin.agents.empty")}</EmptyState>
      ) : (
        <ul
          aria-label={t("admin.agents.list")}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {agents.data.map((agent) => (
            <AgentRow key={agent.id} agent={agent} isSelf={agent.id === currentUserId} editable={isAdmin} />
          ))}
        </ul>
      )}
    </section>
  );
}

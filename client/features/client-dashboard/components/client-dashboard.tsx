import { useState } from "react";
import type { User } from "../../../../contract/auth";
import { useT } from "../../../i18n/use-t";
import { useClientDashboard } from "../api/get-dashboard";
import { AgentCard } from "./agent-card";
import { ClientHeader } from "./client-header";
import { Greeting } from "./greeting";
import { LoadError, Loading } from "./load-state";
import { TileDialog } from "./tile-dialog";
import { TileGrid } from "./tile-grid";
import { UpcomingTasksCard } from "./upcoming-tasks-card";

export interface ClientDashboardProps {
  user: User;
}

interface OpenDialog {
  tileId: string;
  startEditing?: boolean;
}

/** The client's selling dashboard (spec section 2): greeting, agent, upcoming tasks and ten tools. */
export function ClientDashboard({ user }: ClientDashboardProps) {
  const t = useT();
  const dashboard = useClientDashboard();
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const data = dashboard.data;

  return (
    <div className="min-h-screen bg-slate-50">
      <ClientHeader email={data?.profile.email ?? user.email} brokerage={data?.agent?.brokerage} />
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-8">
        {data ? (
          <>
            <Greeting profile={data.profile} onAddName={() => setOpen({ tileId: "profile", startEditing: true })} />
            <div className="grid items-start gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <TileGrid data={data} onOpen={(tileId) => setOpen({ tileId })} />
              </div>
              <aside className="grid gap-6" aria-label={t("clientDashboard.aside")}>
                <AgentCard agent={data.agent} />
                <UpcomingTasksCard tasks={data.upcomingTasks} />
              </aside>
            </div>
            {open && (
              <TileDialog
                tileId={open.tileId}
                startEditing={open.startEditing}
                data={data}
                onClose={() => setOpen(null)}
              />
            )}
          </>
        ) : dashboard.isError ? (
          <LoadError text={t("clientDashboard.loadFailed")} onRetry={() => void dashboard.refetch()} />
        ) : (
          <Loading text={t("clientDashboard.loading")} />
        )}
      </main>
    </div>
  );
}

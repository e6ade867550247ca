import type { ComponentType } from "react";
import type { User } from "../../../../contract/auth";
import { DashboardHeader } from "../../../components/dashboard-header";
import { LiveStatus } from "../../../components/live-status";
import { useLocale, useT } from "../../../i18n/use-t";
import { useLiveEvents } from "../../../lib/live-events";
import { useLeadCounts } from "../api/get-lead-counts";
import { useOpenReminders } from "../api/get-open-reminders";
import { useDashboardUrl } from "../hooks/use-dashboard-url";
import { useLeadView } from "../hooks/use-lead-view";
import { formatCounter } from "../utils/format";
import { LeadsPanel } from "./leads-panel";
import { StatCards } from "./stat-cards";
import { UpcomingReminders } from "./upcoming-reminders";

export interface AgentDashboardProps {
  user: User;
  /** A part another feature draws under the counters (the leads up for grabs), composed in client/app. */
  Aside?: ComponentType<{ live: boolean }>;
}

/**
 * The agent dashboard (spec section 2): counters, searchable paged leads, upcoming reminders. The
 * counters leave abandoned partials out; those have their own tab (docs/accessibility.md).
 */
export function AgentDashboard({ user, Aside }: AgentDashboardProps) {
  const t = useT();
  const locale = useLocale();
  const { live } = useLiveEvents();
  const url = useDashboardUrl();
  const counts = useLeadCounts(live);
  const figure = (n: number | undefined) =>
    n === undefined ? undefined : formatCounter(n, counts.data?.estimated, locale);
  const reminders = useOpenReminders(live);
  const [view, setView] = useLeadView(user.id);
  const table = view === "table";

  return (
    <div className="min-h-screen bg-slate-50">
      <DashboardHeader user={user} title={t("agentDashboard.title")} />
      <main className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{t("agentDashboard.title")}</h1>
          <LiveStatus live={live} />
        </div>
        <StatCards
          total={figure(counts.data?.total)}
          cash={figure(counts.data?.cash)}
          realtor={figure(counts.data?.realtor)}
          openReminders={reminders.data?.length}
        />
        {Aside && <Aside live={live} />}
        {/* The table takes the page's width (decision 033); the reminders come before it at every width
            (decision 043), so twenty rows never push them off the screen. */}
        <div
          className={table ? "grid grid-cols-1 items-start gap-6" : "grid grid-cols-1 items-start gap-6 lg:grid-cols-3"}
        >
          <div className={table ? undefined : "lg:col-span-2"}>
            <LeadsPanel
              state={url}
              onChange={url.update}
              unfinishedCount={figure(counts.data?.unfinished)}
              live={live}
              view={view}
              onViewChange={setView}
            />
          </div>
          {/* On phones the reminders come first; twenty cards would bury them. */}
          <div className={table ? "order-first" : "order-first lg:order-none"}>
            <UpcomingReminders reminders={reminders} onViewAll={() => url.update({ tab: "all", cursors: [] })} />
          </div>
        </div>
      </main>
    </div>
  );
}

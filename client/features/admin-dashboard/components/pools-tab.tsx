import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useAgents } from "../api/get-agents";
import { usePools } from "../api/get-pools";
import { useAdminSettings } from "../api/get-settings";
import { PoolCard } from "./pool-card";
import { PoolForm } from "./pool-form";
import { ReassignSetting } from "./reassign-setting";
import { EmptyState, ErrorState, LoadingState } from "./status-states";

/** Round-robin dealing of new leads (DESIGN.md 5.6), with the idle-reassignment timer. */
export function PoolsTab() {
  const t = useT();
  const pools = usePools();
  const agents = useAgents();
  const settings = useAdminSettings();
  const [creating, setCreating] = useState(false);

  return (
    <section aria-label={t("admin.nav.pools")} className="grid gap-6">
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <p>{t("admin.pools.help1")}</p>
        <p>{t("admin.pools.help2")}</p>
        {settings.isPending ? (
          <LoadingState text={t("admin.pools.settingLoading")} />
        ) : settings.isError ? (
          <ErrorState
            text={t("admin.pools.settingError")}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <ReassignSetting key={settings.data.poolReassignMinutes} minutes={settings.data.poolReassignMinutes} />
        )}
      </div>

      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{t("admin.pools.title")}</h3>
        {!creating && (
          <Button onClick={() => setCreating(true)} disabled={!agents.isSuccess}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t("admin.pools.new")}
          </Button>
        )}
      </div>
      {creating && agents.isSuccess && (
        <div className="rounded-lg border border-brand-600 bg-white p-4">
          <PoolForm agents={agents.data} onDone={() => setCreating(false)} />
        </div>
      )}
      {agents.isError && (
        <ErrorState text={t("admin.pools.agentsError")} error={agents.error} onRetry={() => void agents.refetch()} />
      )}
      {pools.isPending ? (
        <LoadingState text={t("admin.pools.loading")} />
      ) : pools.isError ? (
        <ErrorState text={t("admin.pools.error")} error={pools.error} onRetry={() => void pools.refetch()} />
      ) : pools.data.length === 0 ? (
        <EmptyState>{t("admin.pools.empty")}</EmptyState>
      ) : (
        <ul aria-label={t("admin.pools.title")} className="grid gap-3 md:grid-cols-2">
          {pools.data.map((pool) => (
            <PoolCard key={pool.id} pool={pool} agents={agents.data} />
          ))}
        </ul>
      )}
    </section>
  );
}

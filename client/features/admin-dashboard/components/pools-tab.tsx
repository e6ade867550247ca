import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useAgents } from "../api/get-agents";
import { usePools } from "../api/get-pools";
import { useAdminSettings } from "../api/get-settings";
import { PoolCard } from "./pool-card";
import { PoolForm } from "./pool-form";
import { ReassignSetting } from "./reassign-setting";
import { EmptyState, ErrorState, LoadingState } from "./status-states";

/** Round-robin dealing of new leads (DESIGN.md 5.6), with the idle-reassignment timer. */
export function PoolsTab() {
  const pools = usePools();
  const agents = useAgents();
  const settings = useAdminSettings();
  const [creating, setCreating] = useState(false);

  return (
    <section aria-label="Agent Pools" className="grid gap-6">
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <p>
          New finished leads of a pool's type are dealt round robin to its active members, in the order listed. A pool
          for the lead's own type comes before an 'any type' pool; when several match, the oldest active one deals.
        </p>
        <p>
          An untouched lead moves to the next agent after N minutes, and both agents are told by e-mail. Assigning a
          lead by hand ends this for that lead. 0 turns reassignment off.
        </p>
        {settings.isPending ? (
          <LoadingState text="Loading the reassignment setting..." />
        ) : settings.isError ? (
          <ErrorState
            text="The reassignment setting could not be loaded."
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <ReassignSetting key={settings.data.poolReassignMinutes} minutes={settings.data.poolReassignMinutes} />
        )}
      </div>

      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">Pools</h3>
        {!creating && (
          <Button onClick={() => setCreating(true)} disabled={!agents.isSuccess}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New pool
          </Button>
        )}
      </div>
      {creating && agents.isSuccess && (
        <div className="rounded-lg border border-brand-600 bg-white p-4">
          <PoolForm agents={agents.data} onDone={() => setCreating(false)} />
        </div>
      )}
      {agents.isError && (
        <ErrorState
          text="Agents could not be loaded, so pools cannot be edited."
          error={agents.error}
          onRetry={() => void agents.refetch()}
        />
      )}
      {pools.isPending ? (
        <LoadingState text="Loading pools..." />
      ) : pools.isError ? (
        <ErrorState text="Pools could not be loaded." error={pools.error} onRetry={() => void pools.refetch()} />
      ) : pools.data.length === 0 ? (
        <EmptyState>No pools yet: new leads stay unassigned until someone assigns them.</EmptyState>
      ) : (
        <ul aria-label="Pools" className="grid gap-3 md:grid-cols-2">
          {pools.data.map((pool) => (
            <PoolCard key={pool.id} pool={pool} agents={agents.data} />
          ))}
        </ul>
      )}
    </section>
  );
}

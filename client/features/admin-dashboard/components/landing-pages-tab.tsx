import { useLeadFlowStats } from "../api/get-lead-flow-stats";
import { useAdminSettings } from "../api/get-settings";
import { LeadFlowStatsView } from "./lead-flow-stats-view";
import { PreviewLinks } from "./preview-links";
import { EmptyState, ErrorState, LoadingState } from "./status-states";
import { VariantSetting } from "./variant-setting";

/** The lead-flow variant setting, its conversion figures and previews (DESIGN.md 5.2). */
export function LandingPagesTab() {
  const settings = useAdminSettings();
  const stats = useLeadFlowStats();

  return (
    <section aria-label="Landing Pages" className="grid gap-8">
      {settings.isPending ? (
        <LoadingState text="Loading the lead flow setting..." />
      ) : settings.isError ? (
        <ErrorState
          text="The lead flow setting could not be loaded."
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <VariantSetting key={settings.data.leadFlowVariant} current={settings.data.leadFlowVariant} />
      )}

      <div className="grid gap-3">
        <h3 className="font-semibold text-slate-900">Conversion</h3>
        <p className="text-sm text-slate-600">
          Flows started (a visitor opened a lead flow) and leads completed (contact details submitted), per variant and
          lead type.
        </p>
        {stats.isPending ? (
          <LoadingState text="Loading conversion figures..." />
        ) : stats.isError ? (
          <ErrorState
            text="Conversion figures could not be loaded."
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        ) : stats.data.rows.length === 0 ? (
          <EmptyState>No lead flows started yet.</EmptyState>
        ) : (
          <LeadFlowStatsView rows={stats.data.rows} />
        )}
      </div>

      <div className="grid gap-3">
        <h3 className="font-semibold text-slate-900">Preview</h3>
        <p className="text-sm text-slate-600">Open either reading of either path, whatever the setting above says.</p>
        <PreviewLinks />
      </div>
    </section>
  );
}

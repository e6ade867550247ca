import { useT } from "../../../i18n/use-t";
import { useLeadFlowStats } from "../api/get-lead-flow-stats";
import { useAdminSettings } from "../api/get-settings";
import { LeadFlowStatsView } from "./lead-flow-stats-view";
import { PreviewLinks } from "./preview-links";
import { EmptyState, ErrorState, LoadingState } from "./status-states";
import { VariantSetting } from "./variant-setting";

/** The lead-flow variant setting, its conversion figures and previews (DESIGN.md 5.2). */
export function LandingPagesTab() {
  const t = useT();
  const settings = useAdminSettings();
  const stats = useLeadFlowStats();

  return (
    <section aria-label={t("admin.nav.landingPages")} className="grid gap-8">
      {settings.isPending ? (
        <LoadingState text={t("admin.landing.settingLoading")} />
      ) : settings.isError ? (
        <ErrorState
          text={t("admin.landing.settingError")}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <VariantSetting key={settings.data.leadFlowVariant} current={settings.data.leadFlowVariant} />
      )}

      <div className="grid gap-3">
        <h3 className="font-semibold text-slate-900">{t("admin.landing.conversion")}</h3>
        <p className="text-sm text-slate-600">{t("admin.landing.conversionHelp")}</p>
        {stats.isPending ? (
          <LoadingState text={t("admin.landing.statsLoading")} />
        ) : stats.isError ? (
          <ErrorState text={t("admin.landing.statsError")} error={stats.error} onRetry={() => void stats.refetch()} />
        ) : stats.data.rows.length === 0 ? (
          <EmptyState>{t("admin.landing.statsEmpty")}</EmptyState>
        ) : (
          <LeadFlowStatsView rows={stats.data.rows} />
        )}
      </div>

      <div className="grid gap-3">
        <h3 className="font-semibold text-slate-900">{t("admin.landing.preview")}</h3>
        <p className="text-sm text-slate-600">{t("admin.landing.previewHelp")}</p>
        <PreviewLinks />
      </div>
    </section>
  );
}

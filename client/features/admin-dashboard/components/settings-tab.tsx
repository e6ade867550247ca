import { useT } from "../../../i18n/use-t";
import { useAdminSettings } from "../api/get-settings";
import { BrokerageForm } from "./brokerage-form";
import { OutboxPanel } from "./outbox-panel";
import { ErrorState, LoadingState } from "./status-states";
import { SystemStatusPanel } from "./system-status-panel";

/** Brokerage identity, system status and the e-mail outbox (DESIGN.md 5.6, 7). */
export function SettingsTab() {
  const t = useT();
  const settings = useAdminSettings();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="settings-brokerage" className="grid gap-3">
        <h3 id="settings-brokerage" className="font-semibold text-slate-900">
          {t("admin.settings.brokerage")}
        </h3>
        <p className="text-sm text-slate-600">{t("admin.settings.brokerageHelp")}</p>
        {settings.isPending ? (
          <LoadingState text={t("admin.settings.brokerageLoading")} />
        ) : settings.isError ? (
          <ErrorState
            text={t("admin.settings.brokerageError")}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <BrokerageForm brokerage={settings.data.brokerage} />
        )}
      </section>
      <section aria-labelledby="settings-system" className="grid gap-3">
        <h3 id="settings-system" className="font-semibold text-slate-900">
          {t("admin.settings.system")}
        </h3>
        <SystemStatusPanel />
      </section>
      <section aria-labelledby="settings-outbox" className="grid gap-3">
        <h3 id="settings-outbox" className="font-semibold text-slate-900">
          {t("admin.settings.outbox")}
        </h3>
        <OutboxPanel />
      </section>
    </div>
  );
}

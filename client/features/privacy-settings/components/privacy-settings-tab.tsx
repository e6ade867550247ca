import { useEffect, useState } from "react";
import { Spinner } from "../../../components/ui/spinner";
import { loadCatalogueParts } from "../../../i18n/browser-i18n";
import { useT } from "../../../i18n/use-t";
import { useAdminPolicy } from "../api/get-policy";
import { useRetention } from "../api/get-retention";
import { ConsentExportForm } from "./consent-export-form";
import { PolicyEditor } from "./policy-editor";
import { RetentionForm } from "./retention-form";

export interface PrivacySettingsTabProps {
  isAdmin: boolean;
}

/** The admin's Privacy tab (decision 021 part 1); its texts load with it, in the page's language. */
export function PrivacySettingsTab(props: PrivacySettingsTabProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadCatalogueParts(["privacySettings"]).finally(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, []);
  return ready ? <PrivacySettings {...props} /> : <Spinner />;
}

function PrivacySettings({ isAdmin }: PrivacySettingsTabProps) {
  const t = useT();
  if (!isAdmin) return <p className="text-slate-700">{t("privacySettings.adminsOnly")}</p>;
  return (
    <div className="grid gap-6">
      <RetentionSection />
      <PolicySection />
      <ConsentExportForm />
    </div>
  );
}

function RetentionSection() {
  const t = useT();
  const retention = useRetention();
  if (retention.isPending) return <Spinner label={t("privacySettings.loading")} />;
  if (retention.isError) return <p role="alert">{t("privacySettings.loadError")}</p>;
  return <RetentionForm status={retention.data} />;
}

function PolicySection() {
  const t = useT();
  const policy = useAdminPolicy();
  if (policy.isPending) return <Spinner label={t("privacySettings.loading")} />;
  if (policy.isError) return <p role="alert">{t("privacySettings.loadError")}</p>;
  // Keyed by version: a saved policy starts the editor afresh from what the server kept.
  return <PolicyEditor key={policy.data.version} policy={policy.data} />;
}

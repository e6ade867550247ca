import { clsx } from "clsx";
import { useState } from "react";
import { useT } from "../../../i18n/use-t";
import { AuditView } from "./audit-view";
import { PersonView } from "./person-view";

export interface PrivacyPanelProps {
  isAdmin: boolean;
}

type View = "person" | "audit";

export function PrivacyPanel({ isAdmin }: PrivacyPanelProps) {
  const t = useT();
  const [view, setView] = useState<View>("person");
  if (!isAdmin) return <p className="text-sm text-slate-600">{t("privacy.adminsOnly")}</p>;
  const views: { id: View; label: string }[] = [
    { id: "person", label: t("privacy.view.person") },
    { id: "audit", label: t("privacy.view.audit") },
  ];
  return (
    <div className="grid gap-4">
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t("privacy.views")}</legend>
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-pressed={view === v.id}
            onClick={() => setView(v.id)}
            className={clsx(
              "rounded-md border px-3 py-1.5 text-sm font-medium",
              view === v.id
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
            )}
          >
            {v.label}
          </button>
        ))}
      </fieldset>
      {view === "person" ? <PersonView /> : <AuditView />}
    </div>
  );
}

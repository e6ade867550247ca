import { clsx } from "clsx";
import { LayoutGrid, Table2 } from "lucide-react";
import { useT } from "../../../i18n/use-t";
import type { LeadView } from "../hooks/use-lead-view";

export interface LeadViewSwitchProps {
  value: LeadView;
  onChange: (view: LeadView) => void;
}

const icons = { cards: LayoutGrid, table: Table2 } as const;

/** Cards or table: two toggle buttons, the pressed one being the view on screen. */
export function LeadViewSwitch({ value, onChange }: LeadViewSwitchProps) {
  const t = useT();
  return (
    <fieldset className="inline-flex rounded-md border border-slate-300 bg-white p-0.5">
      <legend className="sr-only">{t("agentDashboard.view.label")}</legend>
      {(["cards", "table"] as const).map((view) => {
        const Icon = icons[view];
        return (
          <button
            key={view}
            type="button"
            aria-pressed={value === view}
            onClick={() => onChange(view)}
            className={clsx(
              "inline-flex h-8 items-center gap-1.5 rounded px-3 text-sm font-medium",
              value === view ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {t(`agentDashboard.view.${view}`)}
          </button>
        );
      })}
    </fieldset>
  );
}

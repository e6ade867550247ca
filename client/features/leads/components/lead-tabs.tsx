import { clsx } from "clsx";
import { Bell, History, ListOrdered, StickyNote } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { useT } from "../../../i18n/use-t";
import type { LeadPageTab } from "../../../lib/lead-page-extension";

export type LeadTab = "notes" | "reminders" | "history" | "timeline";

const builtInTabs = [
  { value: "notes", label: "leads.tabs.notes", icon: StickyNote },
  { value: "reminders", label: "leads.tabs.reminders", icon: Bell },
  { value: "history", label: "leads.tabs.history", icon: History },
  { value: "timeline", label: "leads.tabs.timeline", icon: ListOrdered },
] as const;

/** A tab another feature adds (composed in client/app/lead-detail-page.tsx), its panel drawn already. */
export type ExtraLeadTab = Omit<LeadPageTab, "Panel"> & { panel: ReactNode };

export interface LeadTabsProps {
  panels: Record<LeadTab, ReactNode>;
  extraTabs?: ExtraLeadTab[];
}

/**
 * Notes / Reminders / History / Timeline (WAI-ARIA tabs). Every panel stays mounted while hidden, so a half-typed
 * note survives a look at the history and every list keeps itself fresh.
 */
export function LeadTabs({ panels, extraTabs = [] }: LeadTabsProps) {
  const t = useT();
  const [active, setActive] = useState<string>("notes");
  const tabs = [
    ...builtInTabs.map(({ value, label, icon }) => ({
      value,
      icon,
      label: t(label) as ReactNode,
      panel: panels[value],
    })),
    ...extraTabs.map(({ value, Label, icon, panel }) => ({ value, icon, label: <Label />, panel })),
  ];

  const handleKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.value === active);
    const next =
      event.key === "ArrowRight"
        ? tabs[(index + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs[tabs.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next.value);
    document.getElementById(`lead-tab-${next.value}`)?.focus();
  };

  return (
    <section aria-label={t("leads.tabs.label")} className="rounded-xl border border-slate-200 bg-white">
      <div
        role="tablist"
        aria-label={t("leads.tabs.activity")}
        onKeyDown={handleKeyDown}
        className="flex overflow-x-auto border-b border-slate-200 px-2"
      >
        {tabs.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            id={`lead-tab-${value}`}
            type="button"
            role="tab"
            aria-selected={active === value}
            aria-controls={`lead-panel-${value}`}
            tabIndex={active === value ? 0 : -1}
            onClick={() => setActive(value)}
            className={clsx(
              "-mb-px flex items-center gap-2 border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap",
              active === value
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      {tabs.map(({ value, panel }) => (
        <div
          key={value}
          id={`lead-panel-${value}`}
          role="tabpanel"
          aria-labelledby={`lead-tab-${value}`}
          hidden={active !== value}
          tabIndex={-1}
          className="p-4 sm:p-6"
        >
          {panel}
        </div>
      ))}
    </section>
  );
}

import { clsx } from "clsx";
import type { KeyboardEvent } from "react";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import { useT } from "../../../i18n/use-t";
import type { LeadTab } from "../hooks/use-dashboard-url";

const tabs: { value: LeadTab; label: MessageId }[] = [
  { value: "all", label: "agentDashboard.tab.all" },
  { value: "cash", label: "agentDashboard.tab.cash" },
  { value: "realtor", label: "agentDashboard.tab.realtor" },
  { value: "unfinished", label: "agentDashboard.tab.unfinished" },
];

export const leadTabId = (tab: LeadTab) => `lead-tab-${tab}`;
export const LEAD_TAB_PANEL_ID = "lead-tab-panel";

export interface LeadTypeTabsProps {
  value: LeadTab;
  onChange: (tab: LeadTab) => void;
  /** How many abandoned partials the Unfinished tab holds, once known. */
  unfinishedCount?: string;
}

/**
 * All Leads / Cash Offers / Realtor Services / Unfinished (abandoned partials, docs/accessibility.md); arrow keys
 * move between tabs (WAI-ARIA tabs pattern).
 */
export function LeadTypeTabs({ value, onChange, unfinishedCount }: LeadTypeTabsProps) {
  const t = useT();
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === value);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const target = step
      ? tabs[(index + step + tabs.length) % tabs.length]
      : event.key === "Home"
        ? tabs[0]
        : event.key === "End"
          ? tabs[tabs.length - 1]
          : undefined;
    if (!target) return;
    event.preventDefault();
    onChange(target.value);
    document.getElementById(leadTabId(target.value))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t("agentDashboard.tab.label")}
      className="inline-flex w-full flex-wrap rounded-lg bg-slate-100 p-1 sm:w-auto"
      onKeyDown={handleKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab.value}
          id={leadTabId(tab.value)}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          aria-controls={LEAD_TAB_PANEL_ID}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
          className={clsx(
            "flex-1 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none",
            tab.value === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {t(tab.label)}
          {/* The space keeps the tab's name "Unfinished 3", not "Unfinished3". */}
          {tab.value === "unfinished" && unfinishedCount !== undefined && " "}
          {tab.value === "unfinished" && unfinishedCount !== undefined && (
            <span className="rounded-full bg-slate-200 px-1.5 text-xs text-slate-700 tabular-nums">
              {unfinishedCount}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}

import { clsx } from "clsx";
import type { KeyboardEvent, ReactNode } from "react";

export interface AdminTab<T extends string> {
  id: T;
  label: string;
}

export interface AdminTabsProps<T extends string> {
  tabs: readonly AdminTab<T>[];
  active: T;
  onChange: (id: T) => void;
  label: string;
  /** The active tab's panel. */
  children: ReactNode;
}

/** WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move between tabs. */
export function AdminTabs<T extends string>({ tabs, active, onChange, label, children }: AdminTabsProps<T>) {
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.id);
    document.getElementById(`guide-admin-tab-${next.id}`)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={handleKeyDown} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`guide-admin-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={`guide-admin-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={clsx(
              "-mb-px border-b-2 px-4 py-2 text-sm font-medium transition-colors",
              tab.id === active
                ? "border-brand-700 text-brand-800"
                : "border-transparent text-slate-600 hover:text-slate-900",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`guide-admin-panel-${active}`}
        role="tabpanel"
        aria-labelledby={`guide-admin-tab-${active}`}
        tabIndex={-1}
        className="pt-6 focus:outline-none"
      >
        {/* The cards below carry h3 titles; this keeps the heading order h1 > h2 > h3. */}
        <h2 className="sr-only">{tabs.find((tab) => tab.id === active)?.label}</h2>
        {children}
      </div>
    </div>
  );
}

import { Banknote, Bell, Home, Users } from "lucide-react";
import { useT } from "../../../i18n/use-t";

export interface StatCardsProps {
  total?: number | string;
  cash?: number | string;
  realtor?: number | string;
  openReminders?: number | string;
}

/** The four counters of the agent dashboard; a dash until a figure has loaded. */
export function StatCards({ total, cash, realtor, openReminders }: StatCardsProps) {
  const t = useT();
  const stats = [
    { label: t("agentDashboard.stat.total"), value: total, icon: Users },
    { label: t("agentDashboard.stat.cash"), value: cash, icon: Banknote },
    { label: t("agentDashboard.stat.realtor"), value: realtor, icon: Home },
    { label: t("agentDashboard.stat.reminders"), value: openReminders, icon: Bell },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label, value, icon: Icon }) => (
        // A dl's group holds only its dt and dd (axe definition-list): the icon sits inside the dt.
        <div
          key={label}
          className="relative flex min-w-0 flex-col-reverse rounded-xl border border-slate-200 bg-white p-4 sm:pl-16"
        >
          <dt className="text-sm text-slate-600">
            <span className="absolute top-1/2 left-4 hidden -translate-y-1/2 rounded-lg bg-brand-50 p-2 text-brand-700 sm:block">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            {label}
          </dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

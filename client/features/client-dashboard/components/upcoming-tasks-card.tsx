import { CalendarCheck } from "lucide-react";
import { useT } from "../../../i18n/use-t";

export interface UpcomingTasksCardProps {
  tasks: string[];
}

export function UpcomingTasksCard({ tasks }: UpcomingTasksCardProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="upcoming-tasks-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="upcoming-tasks-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {t("clientDashboard.upcoming.title")}
      </h2>
      {tasks.length ? (
        <ul className="mt-3 grid gap-2">
          {tasks.map((task) => (
            <li key={task} className="flex items-start gap-2 text-sm text-slate-800">
              <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
              {task}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t("clientDashboard.upcoming.none")}</p>
      )}
    </section>
  );
}

import type { UseQueryResult } from "@tanstack/react-query";
import { isPast, parseISO } from "date-fns";
import { Bell } from "lucide-react";
import { Link } from "wouter";
import type { Reminder } from "../../../../contract/crm";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";

/** Spec section 9: the panel shows at most 5 reminders. */
export const UPCOMING_REMINDER_CAP = 5;

export interface UpcomingRemindersProps {
  reminders: UseQueryResult<Reminder[]>;
  onViewAll: () => void;
}

/** The 5 soonest open reminders: title, due date and the lead they belong to. */
export function UpcomingReminders({ reminders, onViewAll }: UpcomingRemindersProps) {
  const t = useT();
  const format = useFormat();
  const upcoming = (reminders.data ?? []).slice(0, UPCOMING_REMINDER_CAP);
  return (
    <section
      aria-labelledby="reminders-heading"
      className="@container grid content-start gap-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="reminders-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Bell className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t("agentDashboard.reminders.title")}
      </h2>
      {reminders.isPending ? (
        <p className="py-4 text-center text-slate-500">{t("agentDashboard.reminders.loading")}</p>
      ) : reminders.isError && !reminders.data ? (
        <p role="alert" className="py-4 text-center text-slate-700">
          {t("agentDashboard.reminders.failed")}
        </p>
      ) : upcoming.length === 0 ? (
        <p className="py-4 text-center text-slate-500">{t("agentDashboard.reminders.none")}</p>
      ) : (
        <ul
          className="grid gap-2 @xl:grid-cols-2 @4xl:grid-cols-3"
          aria-label={t("agentDashboard.reminders.listLabel")}
        >
          {upcoming.map((reminder) => {
            const overdue = isPast(parseISO(reminder.dueDate));
            return (
              <li key={reminder.id} className="rounded-lg border border-slate-200 p-3">
                <p className="font-medium break-words text-slate-900">{reminder.title}</p>
                <p className={overdue ? "text-sm font-medium text-red-700" : "text-sm text-slate-600"}>
                  {format.dateTime(reminder.dueDate)}
                  {overdue && ` · ${t("agentDashboard.reminders.overdue")}`}
                </p>
                <Link
                  href={`/leads/${reminder.leadId}`}
                  className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  {reminder.leadName || t("agentDashboard.unnamedLead")}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" onClick={onViewAll}>
        {t("agentDashboard.reminders.viewAll")}
      </Button>
    </section>
  );
}

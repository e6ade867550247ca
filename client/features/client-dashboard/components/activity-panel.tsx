import { useEffect } from "react";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useRefreshClientDashboard } from "../api/get-dashboard";
import { activityText } from "../utils/activity-text";
import type { TilePanelProps } from "./tile-panel-props";

/** Everything recorded about the sale, newest first; re-read when opened. */
export function ActivityPanel({ data }: TilePanelProps) {
  const t = useT();
  const format = useFormat();
  const refresh = useRefreshClientDashboard();
  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (data.activity.length === 0)
    return <p className="py-4 text-center text-slate-600">{t("clientDashboard.activity.none")}</p>;
  return (
    <ol className="grid gap-3">
      {data.activity.map((entry) => (
        <li key={entry.id} className="border-l-2 border-brand-600 pl-3">
          <p className="font-medium text-slate-900">{activityText(t, entry, data.checklist)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.date}>{format.dateTime(entry.date)}</time> · {entry.actor}
          </p>
        </li>
      ))}
    </ol>
  );
}

import { useEffect } from "react";
import { formatDateTime } from "../../../lib/format";
import { useRefreshClientDashboard } from "../api/get-dashboard";
import type { TilePanelProps } from "./tile-registry";

/** Everything recorded about the sale, newest first; re-read when opened. */
export function ActivityPanel({ data }: TilePanelProps) {
  const refresh = useRefreshClientDashboard();
  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (data.activity.length === 0) return <p className="py-4 text-center text-slate-600">No activity yet.</p>;
  return (
    <ol className="grid gap-3">
      {data.activity.map((entry) => (
        <li key={entry.id} className="border-l-2 border-brand-600 pl-3">
          <p className="font-medium text-slate-900">{entry.activity}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.date}>{formatDateTime(entry.date)}</time> · {entry.actor}
          </p>
        </li>
      ))}
    </ol>
  );
}

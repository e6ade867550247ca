import { useMemo, useState } from "react";
import type { ResponseRow } from "../../../../contract/pipeline";
import { useResponseReport } from "../api/get-response-report";

const periods = [
  { value: "7", label: "Last 7 days" },
  { value: "30", label: "Last 30 days" },
  { value: "90", label: "Last 90 days" },
  { value: "365", label: "Last 12 months" },
] as const;

/** 95 s -> "1 min 35 s", 7260 s -> "2 h 01 min". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return "—";
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, "0")} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Cells({ row }: { row: ResponseRow }) {
  return (
    <>
      <td className="px-3 py-2 text-right tabular-nums">{row.leads}</td>
      <td className="px-3 py-2 text-right tabular-nums">{row.contacted}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatDuration(row.medianSeconds)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{formatDuration(row.p90Seconds)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{percent(row.withinHourShare)}</td>
    </>
  );
}

/** Response: time to first contact per agent and for the brokerage over a chosen period (issue 20). */
export function ResponseTab() {
  const [days, setDays] = useState<(typeof periods)[number]["value"]>("30");
  // The period ends at the next whole minute, so the query key stays the same while the tab is open.
  const { from, to } = useMemo(() => {
    const end = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
    return { from: new Date(end.getTime() - Number(days) * 86_400_000).toISOString(), to: end.toISOString() };
  }, [days]);
  const report = useResponseReport(from, to);

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        Time from a lead's arrival to its first logged contact or stage move, for leads from the web and the API
        (imported contacts and represented sellers are left out). Leads never contacted count against the share
        contacted within 1 hour.
      </p>
      <label className="grid w-fit gap-1 text-sm font-medium text-slate-800">
        Period
        <select
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm"
          value={days}
          onChange={(e) => setDays(e.target.value as typeof days)}
        >
          {periods.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      {report.isPending ? (
        <p className="text-slate-500">Loading response times...</p>
      ) : report.isError ? (
        <p role="alert" className="text-red-700">
          We couldn't load the response times.
        </p>
      ) : report.data.brokerage.leads === 0 ? (
        <p className="text-slate-600">No leads arrived in this period.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">Time to first contact</caption>
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Agent
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Leads
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Contacted
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Median
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  90th percentile
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Within 1 hour
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {report.data.agents.map((row) => (
                <tr key={row.agentId ?? "none"}>
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {row.agentName}
                  </th>
                  <Cells row={row} />
                </tr>
              ))}
              <tr className="bg-slate-50 font-semibold">
                <th scope="row" className="px-3 py-2 text-left">
                  Brokerage
                </th>
                <Cells row={report.data.brokerage} />
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

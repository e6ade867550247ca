import { clsx } from "clsx";
import { Timer } from "lucide-react";
import { WAIT_AMBER_MS, WAIT_RED_MS } from "../../contract/pipeline";
import { type Translate, useT } from "../i18n/use-t";
import { useNow } from "../lib/use-now";

/** "4 min", "2 h 05 min", "3 d 4 h" (French "3 j 4 h"): how long a lead has waited, to the minute. */
export function formatWait(ms: number, t: Translate): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return t("staff.wait.minutes", { minutes: String(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 24)
    return t("staff.wait.hours", { hours: String(hours), minutes: String(minutes % 60).padStart(2, "0") });
  return t("staff.wait.days", { days: String(Math.floor(hours / 24)), hours: String(hours % 24) });
}

export type WaitLevel = "ok" | "amber" | "red";

export function waitLevel(ms: number): WaitLevel {
  if (ms > WAIT_RED_MS) return "red";
  if (ms > WAIT_AMBER_MS) return "amber";
  return "ok";
}

const tones: Record<WaitLevel, string> = {
  ok: "bg-slate-100 text-slate-700 ring-slate-200",
  amber: "bg-amber-100 text-amber-900 ring-amber-300",
  red: "bg-red-100 text-red-900 ring-red-300",
};

export interface WaitingClockProps {
  /** When the lead started waiting (StaffLead.waitingSince); nothing is shown when null. */
  since: string | null;
}

/** Speed-to-lead: how long a new lead has waited for its first contact, amber past 5 min, red past 1 h. */
export function WaitingClock({ since }: WaitingClockProps) {
  // Most listed leads wait for nobody: only the others run a timer.
  return since ? <TickingClock since={since} /> : null;
}

function TickingClock({ since }: { since: string }) {
  const t = useT();
  const now = useNow(15_000);
  const waited = now - Date.parse(since);
  const level = waitLevel(waited);
  return (
    <span
      className={clsx(
        "inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1",
        tones[level],
      )}
      data-wait={level}
    >
      <Timer className="h-3.5 w-3.5" aria-hidden="true" />
      {t("staff.wait.label", { wait: formatWait(waited, t) })}
    </span>
  );
}

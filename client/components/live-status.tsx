import { clsx } from "clsx";
import { useT } from "../i18n/use-t";

export interface LiveStatusProps {
  live: boolean;
}

/** Tells the agent whether changes arrive as they happen or by polling every 2 s. */
export function LiveStatus({ live }: LiveStatusProps) {
  const t = useT();
  return (
    <p className="flex items-center gap-2 text-xs text-slate-500">
      <span className={clsx("h-2 w-2 rounded-full", live ? "bg-emerald-500" : "bg-amber-400")} aria-hidden="true" />
      {live ? t("staff.live.on") : t("staff.live.polling")}
    </p>
  );
}

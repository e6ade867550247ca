import { clsx } from "clsx";
import type { ReactNode } from "react";

export interface ReaderMessageProps {
  title: string;
  children?: ReactNode;
  /** The action row ('Return to Home', 'Try Again'). */
  actions: ReactNode;
  /** An error is announced as an alert. */
  tone?: "info" | "error";
}

/** A centred message card of the reader: completion, load failure, generation failure. */
export function ReaderMessage({ title, children, actions, tone = "info" }: ReaderMessageProps) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className={clsx(
        "grid justify-items-center gap-4 rounded-xl border p-8 text-center shadow-sm",
        tone === "error" ? "border-red-200 bg-red-50" : "border-slate-200 bg-white",
      )}
    >
      <h1 className={clsx("text-2xl font-bold tracking-tight", tone === "error" ? "text-red-800" : "text-slate-900")}>
        {title}
      </h1>
      {children && <div className="text-slate-700">{children}</div>}
      <div className="flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

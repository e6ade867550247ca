import { clsx } from "clsx";
import type { ReactNode } from "react";

export interface ImportStepFrameProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Space between the step's parts. */
  gap?: "tight" | "normal";
  children: ReactNode;
}

/** The card each step of the import wizard sits in, named by its heading. */
export function ImportStepFrame({ id, title, gap = "normal", children }: ImportStepFrameProps) {
  return (
    <section
      aria-labelledby={id}
      className={clsx("grid rounded-xl border border-slate-200 bg-white p-4", gap === "tight" ? "gap-2" : "gap-3")}
    >
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

import type { ReactNode } from "react";

export interface StepHeadingProps {
  id: string;
  children: ReactNode;
  /** A line under the heading (the step's prompt). */
  lead?: ReactNode;
  leadId?: string;
}

/** A step's heading; it takes the focus when its step appears, so keyboard users start at the question. */
export function StepHeading({ id, children, lead, leadId }: StepHeadingProps) {
  return (
    <div className="mb-6 grid gap-2">
      <h2
        id={id}
        data-step-heading
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-3xl"
      >
        {children}
      </h2>
      {lead && (
        <p id={leadId} className="text-lg text-slate-600">
          {lead}
        </p>
      )}
    </div>
  );
}

import type { ReactNode } from "react";

export interface FlowCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title (the step indicator). */
  header?: ReactNode;
  children?: ReactNode;
}

/** One screen of a flow. The title is the page's h1 and takes focus on step changes (useFocusHeading). */
export function FlowCard({ title, subtitle, header, children }: FlowCardProps) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {header}
      <h1 data-screen-heading tabIndex={-1} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}

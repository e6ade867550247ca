import type { ReactNode } from "react";

export interface DetailSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled group of label/value rows in the Lead Information card. */
export function DetailSection({ title, children }: DetailSectionProps) {
  return (
    <section className="grid content-start gap-3">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

export interface DetailRowProps {
  label: string;
  children: ReactNode;
}

export function DetailRow({ label, children }: DetailRowProps) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

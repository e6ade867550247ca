import type { SelectHTMLAttributes } from "react";

/** A native select styled like `Input` (native keeps mobile pickers and keyboard behaviour). */
export function SelectInput(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 sm:text-sm"
      {...props}
    />
  );
}

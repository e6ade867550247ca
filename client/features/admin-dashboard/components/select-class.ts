const base =
  "h-10 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:opacity-50 sm:text-sm";

/** The look of a native select, matching Input, filling its container. */
export const selectClass = `${base} w-full`;

/** The same look at its own width, for a select beside other controls. */
export const compactSelectClass = `${base} w-36 shrink-0`;

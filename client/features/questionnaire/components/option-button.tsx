import { clsx } from "clsx";
import type { ReactNode } from "react";

export interface OptionButtonProps {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}

/** A large answer button; `aria-pressed` tells assistive tech which answer is chosen. */
export function OptionButton({ selected, onClick, children, className }: OptionButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={clsx(
        "flex min-h-12 w-full items-center gap-3 rounded-lg border px-4 py-3 text-left font-medium transition-colors",
        "disabled:cursor-default",
        selected
          ? "border-brand-600 bg-brand-50 text-brand-800"
          : "border-slate-300 bg-white text-slate-900 enabled:hover:border-brand-600 enabled:hover:bg-brand-50",
        className,
      )}
    >
      {children}
    </button>
  );
}

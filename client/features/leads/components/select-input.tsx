import { clsx } from "clsx";
import type { Ref, SelectHTMLAttributes } from "react";

export interface SelectInputProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
  options: readonly { value: string; label: string }[];
}

export function SelectInput({ className, options, ...props }: SelectInputProps) {
  return (
    <select
      className={clsx(
        "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm",
        "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:opacity-50",
        className,
      )}
      {...props}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

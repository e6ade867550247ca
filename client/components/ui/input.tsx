import { clsx } from "clsx";
import type { InputHTMLAttributes, Ref } from "react";

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
  invalid?: boolean;
}

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={clsx(
        "h-10 w-full rounded-md border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 sm:text-sm",
        "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:opacity-50",
        invalid ? "border-red-500" : "border-slate-300",
        className,
      )}
      {...props}
    />
  );
}

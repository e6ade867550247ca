import { clsx } from "clsx";
import type { Ref, TextareaHTMLAttributes } from "react";

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
}

export function TextArea({ className, invalid, rows = 3, ...props }: TextAreaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={clsx(
        "w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-400 sm:text-sm",
        "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:opacity-50",
        invalid ? "border-red-500" : "border-slate-300",
        className,
      )}
      {...props}
    />
  );
}

import { clsx } from "clsx";
import type { ComponentPropsWithRef } from "react";

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  variant?: "primary" | "secondary" | "ghost" | "destructive";
  size?: "sm" | "md" | "lg";
}

export function Button({ variant = "primary", size = "md", className, type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50",
        {
          primary: "bg-brand-700 text-white hover:bg-brand-800",
          secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
          ghost: "text-slate-700 hover:bg-slate-100",
          destructive: "bg-red-600 text-white hover:bg-red-700",
        }[variant],
        { sm: "h-8 px-3 text-sm", md: "h-10 px-4 text-sm", lg: "h-12 px-6 text-base" }[size],
        className,
      )}
      {...props}
    />
  );
}

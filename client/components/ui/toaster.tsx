import * as ToastPrimitive from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { X } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { dismissToast, useCurrentToast } from "./use-toast";

/**
 * The toast area: bottom-right on wide screens (max 420 px), full width at the bottom on phones, so it never
 * covers a page header (issue 19: it hid the phone header right after sign-in); one toast at a time.
 */
export function Toaster() {
  const t = useT();
  const current = useCurrentToast();
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
          className={clsx(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            current.variant === "destructive"
              ? "border-red-600 bg-red-600 text-white"
              : "border-slate-200 bg-white text-slate-900",
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm">{current.description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close aria-label={t("common.close")} className="absolute top-2 right-2 rounded-md p-1">
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col p-4 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}

import * as ToastPrimitive from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/use-t";
import { dismissToast, type ToastText, useCurrentToast } from "./use-toast";

/**
 * Which edge the toast shows at: the bottom, unless the control the user is on sits in the lower part of
 * the screen (a message's Send button, a dialog's last field), then the top. Re-read whenever focus moves
 * while a toast is showing, so the toast never covers the control the user needs next.
 */
export function useToastEdge(showing: boolean): "top" | "bottom" {
  const [edge, setEdge] = useState<"top" | "bottom">("bottom");
  useEffect(() => {
    if (!showing) return;
    const place = () => {
      const focused = document.activeElement;
      const low =
        focused instanceof HTMLElement &&
        focused !== document.body &&
        focused.getBoundingClientRect().bottom > window.innerHeight * 0.6;
      setEdge(low ? "top" : "bottom");
    };
    place();
    document.addEventListener("focusin", place);
    return () => document.removeEventListener("focusin", place);
  }, [showing]);
  return edge;
}

/**
 * The toast area: bottom-right on wide screens (max 420 px), full width on phones; at the bottom, so it
 * never covers a page header (it once hid the phone header right after sign-in), and at the top while the
 * focused control sits low on the screen (useToastEdge). One toast at a time.
 */
export function Toaster() {
  const t = useT();
  const current = useCurrentToast();
  const edge = useToastEdge(current !== null);
  const word = (text: ToastText) => (typeof text === "function" ? text(t) : text);
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
            <ToastPrimitive.Title className="text-sm font-semibold">{word(current.title)}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm">{word(current.description)}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close aria-label={t("common.close")} className="absolute top-2 right-2 rounded-md p-1">
            <X className="h-4 w-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        className={clsx(
          "fixed right-0 z-[100] flex max-h-screen w-full flex-col p-4 md:max-w-[420px]",
          edge === "top" ? "top-0" : "bottom-0",
        )}
      />
    </ToastPrimitive.Provider>
  );
}

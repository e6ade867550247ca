import { type KeyboardEvent, type RefObject, useEffect } from "react";

const focusable =
  "button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Modal focus handling shared by every dialog: while `active`, focus moves into `panel` (to
 * `[data-autofocus]`, else the first control) and returns where it was afterwards (or, when that control
 * is gone — a deleted item's button — to its tab panel); the returned handler keeps Tab inside the panel.
 * A dialog opened by a click or a key is in place before the next key is read: React runs the effects of
 * a render caused by a discrete event before it returns to the browser.
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, active = true) {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement as HTMLElement | null;
    const fallback = previous?.closest<HTMLElement>("[role='tabpanel']");
    const root = panel.current;
    const first = root?.querySelector<HTMLElement>("[data-autofocus]") ?? root?.querySelector<HTMLElement>(focusable);
    (first ?? root)?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
      else fallback?.focus();
    };
  }, [active, panel]);

  return (event: KeyboardEvent) => {
    if (event.key !== "Tab" || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
}

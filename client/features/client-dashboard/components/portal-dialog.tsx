import { clsx } from "clsx";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useFocusTrap } from "../../../components/ui/use-focus-trap";
import { useT } from "../../../i18n/use-t";

export interface PortalDialogProps {
  title: string;
  onClose: () => void;
  size?: "md" | "lg";
  children: ReactNode;
}

/**
 * A modal dialog, mounted while open: focus moves in (to `[data-autofocus]` or the first control), Tab
 * stays inside, Escape and the close button close it, and focus returns to where it was. A click
 * outside does nothing, so a half-typed message or form is never lost by a stray click.
 */
export function PortalDialog({ title, onClose, size = "md", children }: PortalDialogProps) {
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const handleKeyDown = useFocusTrap(panel);

  // On the document, so Escape still closes when the focused control just went away (e.g. a saved form).
  useEffect(() => {
    const handleEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", handleEscape);
    return () => document.removeEventListener("keydown", handleEscape);
  }, [onClose]);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-slate-900/50 p-2 sm:items-center sm:p-4">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className={clsx(
          "max-h-[95vh] w-full overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6",
          size === "lg" ? "max-w-4xl" : "max-w-lg",
        )}
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t("common.close")}
            className="-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

import { clsx } from "clsx";
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useFocusTrap } from "../../../components/ui/use-focus-trap";

export interface AdminDialogProps {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Escape and the close paths call it; ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
  size?: "md" | "lg";
  role?: "dialog" | "alertdialog";
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in on open (to `[data-autofocus]` or the first control), Tab stays
 * inside, Escape closes, and focus returns to where it was. A click outside does nothing, so a
 * half-filled form is never lost by a stray click.
 */
export function AdminDialog({
  open,
  title,
  description,
  onClose,
  busy,
  size = "md",
  role = "dialog",
  children,
}: AdminDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const trapTab = useFocusTrap(panel, open);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    trapTab(event);
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center overflow-y-auto bg-slate-900/50 p-2 sm:items-center sm:p-4">
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal roles. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape and the Tab trap are the dialog's keyboard contract. */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className={clsx(
          "max-h-[95vh] w-full overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none sm:p-6",
          size === "lg" ? "max-w-4xl" : "max-w-lg",
        )}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </div>
        )}
        <div className="mt-4">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

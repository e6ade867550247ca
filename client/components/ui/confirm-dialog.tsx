import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useT } from "../../i18n/use-t";
import { Button } from "./button";
import { useFocusTrap } from "./use-focus-trap";

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this note?'. */
  title: string;
  /** What happens if they go ahead. */
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  /** Keeps the confirm button disabled, e.g. until a typed confirmation matches. */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (WAI-ARIA alertdialog): focus starts on Cancel, Tab stays inside, Escape or a
 * click outside cancels, and focus returns to where it was (or to the surrounding tab panel).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  confirmDisabled,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const trapTab = useFocusTrap(dialog, open);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (!busy) onCancel();
    }
    trapTab(event);
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only forwards clicks outside the dialog.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the dialog itself.
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center"
      onClick={(event) => event.target === event.currentTarget && !busy && onCancel()}
    >
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={handleKeyDown}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm text-slate-600">
          {children}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {t("staff.dialog.cancel")}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy || confirmDisabled}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

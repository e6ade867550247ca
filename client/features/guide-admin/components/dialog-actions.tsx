import type { ReactNode, Ref } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";

export interface DialogActionsProps {
  onCancel: () => void;
  busy?: boolean;
  /** Wraps Cancel, so a confirmation can put focus on it (the safe choice). */
  cancelRef?: Ref<HTMLDivElement>;
  /** The confirming button(s). */
  children: ReactNode;
}

/** Cancel plus the dialog's own buttons; stacked on phones, in a row on wider screens. */
export function DialogActions({ onCancel, busy, cancelRef, children }: DialogActionsProps) {
  const t = useT();
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <div ref={cancelRef} className="contents">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t("guideAdmin.cancel")}
        </Button>
      </div>
      {children}
    </div>
  );
}

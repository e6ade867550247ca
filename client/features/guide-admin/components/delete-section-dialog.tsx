import { useEffect, useRef } from "react";
import type { GuideSection } from "../../../../contract/guides";
import { Button } from "../../../components/ui/button";
import { useDeleteSection } from "../api/delete-section";
import { AdminDialog } from "./admin-dialog";
import { DialogActions } from "./dialog-actions";

export interface DeleteSectionDialogProps {
  /** The section to delete; null when closed. */
  section: GuideSection | null;
  onClose: () => void;
}

/** Spec section 5: deleting a section asks first and says it cannot be undone. */
export function DeleteSectionDialog({ section, onClose }: DeleteSectionDialogProps) {
  const remove = useDeleteSection();
  const cancel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (section) cancel.current?.querySelector("button")?.focus();
  }, [section]);

  const handleDelete = () => {
    if (section) remove.mutate(section, { onSuccess: onClose });
  };

  return (
    <AdminDialog
      open={section !== null}
      role="alertdialog"
      title="Delete this section?"
      description={`“${section?.title ?? ""}” will be removed from its guide. This action cannot be undone.`}
      onClose={onClose}
      busy={remove.isPending}
    >
      <DialogActions onCancel={onClose} busy={remove.isPending} cancelRef={cancel}>
        <Button variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete Section"}
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}

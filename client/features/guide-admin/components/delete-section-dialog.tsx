import { useEffect, useRef } from "react";
import type { GuideSection } from "../../../../contract/guides";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
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
  const t = useT();
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
      title={t("guideAdmin.delete.title")}
      description={t("guideAdmin.delete.description", { title: section?.title ?? "" })}
      onClose={onClose}
      busy={remove.isPending}
    >
      <DialogActions onCancel={onClose} busy={remove.isPending} cancelRef={cancel}>
        <Button variant="destructive" onClick={handleDelete} disabled={remove.isPending}>
          {remove.isPending ? t("guideAdmin.delete.busy") : t("guideAdmin.delete.confirm")}
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}

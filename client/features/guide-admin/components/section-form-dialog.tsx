import type { GuideSection } from "../../../../contract/guides";
import { useSaveSection } from "../api/save-section";
import { AdminDialog } from "./admin-dialog";
import { SectionForm } from "./section-form";

export interface SectionFormDialogProps {
  open: boolean;
  topicId: number;
  /** The section to edit; absent for 'New Section'. */
  section?: GuideSection;
  /** The order a new section starts with (after the last one). */
  nextOrder: number;
  onClose: () => void;
}

/** 'New Section' / 'Edit Section'. The form is mounted afresh on every open. */
export function SectionFormDialog({ open, topicId, section, nextOrder, onClose }: SectionFormDialogProps) {
  const save = useSaveSection();
  return (
    <AdminDialog
      open={open}
      title={section ? "Edit Section" : "New Section"}
      onClose={onClose}
      busy={save.isPending}
      size="lg"
    >
      <SectionForm topicId={topicId} section={section} nextOrder={nextOrder} save={save} onDone={onClose} />
    </AdminDialog>
  );
}

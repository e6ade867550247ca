import type { GuideTopic } from "../../../../contract/guides";
import { useSaveTopic } from "../api/save-topic";
import { AdminDialog } from "./admin-dialog";
import { TopicForm } from "./topic-form";

export interface TopicFormDialogProps {
  open: boolean;
  /** The guide to edit; absent for 'New Guide'. */
  topic?: GuideTopic;
  onClose: () => void;
}

/** 'New Guide' / 'Edit Guide'. The form is mounted afresh on every open. */
export function TopicFormDialog({ open, topic, onClose }: TopicFormDialogProps) {
  const save = useSaveTopic();
  return (
    <AdminDialog open={open} title={topic ? "Edit Guide" : "New Guide"} onClose={onClose} busy={save.isPending}>
      <TopicForm topic={topic} save={save} onDone={onClose} />
    </AdminDialog>
  );
}

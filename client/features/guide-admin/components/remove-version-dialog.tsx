import { useEffect, useRef } from "react";
import type { GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { Button } from "../../../components/ui/button";
import { useRemoveVersion } from "../api/remove-version";
import { languageName } from "../utils/languages";
import { AdminDialog } from "./admin-dialog";
import { DialogActions } from "./dialog-actions";

export interface RemoveVersionDialogProps {
  /** The version to remove; null when closed. */
  version: { topic: GuideTopic; locale: Locale; sectionCount: number | undefined } | null;
  onClose: () => void;
}

/** Removing a language version asks first: its title, description and sections go for good. */
export function RemoveVersionDialog({ version, onClose }: RemoveVersionDialogProps) {
  const remove = useRemoveVersion();
  const cancel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (version) cancel.current?.querySelector("button")?.focus();
  }, [version]);
  const language = version ? languageName[version.locale] : "";
  const sections =
    version?.sectionCount === undefined
      ? "its sections"
      : version.sectionCount === 1
        ? "its 1 section"
        : `its ${version.sectionCount} sections`;

  const handleRemove = () => {
    if (version) remove.mutate({ topicId: version.topic.id, locale: version.locale }, { onSuccess: onClose });
  };

  return (
    <AdminDialog
      open={version !== null}
      role="alertdialog"
      title={`Remove the ${language} version?`}
      description={`“${version?.topic.title ?? ""}” loses its ${language} title, description and ${sections}. Visitors reading in ${language} will see the other language. This action cannot be undone.`}
      onClose={onClose}
      busy={remove.isPending}
    >
      <DialogActions onCancel={onClose} busy={remove.isPending} cancelRef={cancel}>
        <Button variant="destructive" onClick={handleRemove} disabled={remove.isPending}>
          {remove.isPending ? "Removing..." : `Remove ${language} version`}
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}

import { useEffect, useRef } from "react";
import type { GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useRemoveVersion } from "../api/remove-version";
import { languageKey } from "../utils/languages";
import { AdminDialog } from "./admin-dialog";
import { DialogActions } from "./dialog-actions";

export interface RemoveVersionDialogProps {
  /** The version to remove; null when closed. */
  version: { topic: GuideTopic; locale: Locale; sectionCount: number | undefined } | null;
  onClose: () => void;
}

/** Removing a language version asks first: its title, description and sections go for good. */
export function RemoveVersionDialog({ version, onClose }: RemoveVersionDialogProps) {
  const t = useT();
  const remove = useRemoveVersion();
  const cancel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (version) cancel.current?.querySelector("button")?.focus();
  }, [version]);
  const language = languageKey(version?.locale ?? "en-CA");
  const sections =
    version?.sectionCount === undefined
      ? t("guideAdmin.remove.someSections")
      : t("guideAdmin.remove.sections", { count: version.sectionCount });

  const handleRemove = () => {
    if (version) remove.mutate({ topicId: version.topic.id, locale: version.locale }, { onSuccess: onClose });
  };

  return (
    <AdminDialog
      open={version !== null}
      role="alertdialog"
      title={t("guideAdmin.remove.title", { language })}
      description={t("guideAdmin.remove.description", { language, title: version?.topic.title ?? "", sections })}
      onClose={onClose}
      busy={remove.isPending}
    >
      <DialogActions onCancel={onClose} busy={remove.isPending} cancelRef={cancel}>
        <Button variant="destructive" onClick={handleRemove} disabled={remove.isPending}>
          {remove.isPending ? t("guideAdmin.remove.busy") : t("guideAdmin.remove.confirm", { language })}
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}

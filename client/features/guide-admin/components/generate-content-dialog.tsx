import { AlertTriangle, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { isContentExists, useGenerateContent } from "../api/generate-content";
import { AdminDialog } from "./admin-dialog";
import { DialogActions } from "./dialog-actions";

export interface GenerateContentDialogProps {
  /** The guide to generate for; null when closed. */
  topic: GuideTopic | null;
  /** The language whose sections are written; English when absent. */
  locale?: Locale;
  onClose: () => void;
}

/** 'Generate with AI': a 409 (content exists) turns the dialog into a replace confirmation (spec 4). */
export function GenerateContentDialog({ topic, locale = "en-CA", onClose }: GenerateContentDialogProps) {
  const t = useT();
  const french = locale === "fr-CA";
  const title = topic?.title ?? "";
  const generate = useGenerateContent();
  const [confirmReplace, setConfirmReplace] = useState(false);
  const cancelButton = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmReplace) cancelButton.current?.querySelector("button")?.focus();
  }, [confirmReplace]);

  const handleClose = () => {
    setConfirmReplace(false);
    onClose();
  };
  const handleGenerate = (confirm: boolean) => {
    if (!topic) return;
    generate.mutate(
      { topicId: topic.id, confirm, locale },
      {
        onSuccess: handleClose,
        onError: (error) => {
          if (isContentExists(error)) setConfirmReplace(true);
        },
      },
    );
  };

  return (
    <AdminDialog
      open={topic !== null}
      title={french ? t("guideAdmin.generate.titleFrench") : t("guideAdmin.generate.title")}
      description={t("guideAdmin.generate.description")}
      onClose={handleClose}
      busy={generate.isPending}
      role={confirmReplace ? "alertdialog" : "dialog"}
    >
      {confirmReplace ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t("guideAdmin.generate.replaceTitle")}</p>
            <p className="mt-1">
              {french
                ? t("guideAdmin.generate.replaceTextFrench", { title })
                : t("guideAdmin.generate.replaceText", { title })}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {french ? t("guideAdmin.generate.textFrench", { title }) : t("guideAdmin.generate.text", { title })}
        </p>
      )}
      <DialogActions onCancel={handleClose} busy={generate.isPending} cancelRef={cancelButton}>
        {confirmReplace ? (
          <Button variant="destructive" onClick={() => handleGenerate(true)} disabled={generate.isPending}>
            {generate.isPending ? t("guideAdmin.generating") : t("guideAdmin.generate.replace")}
          </Button>
        ) : (
          <Button onClick={() => handleGenerate(false)} disabled={generate.isPending}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {generate.isPending ? t("guideAdmin.generating") : t("guideAdmin.generate.start")}
          </Button>
        )}
      </DialogActions>
    </AdminDialog>
  );
}

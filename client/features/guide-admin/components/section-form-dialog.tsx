import type { GuideSection } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { useT } from "../../../i18n/use-t";
import { useSaveSection } from "../api/save-section";
import { AdminDialog } from "./admin-dialog";
import { SectionForm } from "./section-form";

export interface SectionFormDialogProps {
  open: boolean;
  topicId: number;
  /** The language of a new section; English when absent. */
  locale?: Locale;
  /** The section to edit; absent for 'New Section'. */
  section?: GuideSection;
  /** The order a new section starts with (after the last one). */
  nextOrder: number;
  onClose: () => void;
}

/** 'New Section' / 'Edit Section'. The form is mounted afresh on every open. */
export function SectionFormDialog({ open, topicId, locale, section, nextOrder, onClose }: SectionFormDialogProps) {
  const t = useT();
  const save = useSaveSection();
  return (
    <AdminDialog
      open={open}
      title={
        section
          ? t("guideAdmin.section.editLabel")
          : locale === "fr-CA"
            ? t("guideAdmin.section.newFrench")
            : t("guideAdmin.section.new")
      }
      onClose={onClose}
      busy={save.isPending}
      size="lg"
    >
      <SectionForm
        topicId={topicId}
        locale={locale}
        section={section}
        nextOrder={nextOrder}
        save={save}
        onDone={onClose}
      />
    </AdminDialog>
  );
}

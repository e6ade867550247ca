import { useState } from "react";
import type { EraseResult } from "../../../../contract/privacy";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";
import { useErasePerson } from "../api/erase-person";
import type { PersonQuery } from "../api/get-person";

export interface EraseDialogProps {
  open: boolean;
  query: PersonQuery;
  onClose: () => void;
  onErased: (result: EraseResult) => void;
}

/** Erase, confirmed by typing the person's e-mail; the server checks it and says when it does not match. */
export function EraseDialog({ open, query, onClose, onErased }: EraseDialogProps) {
  const t = useT();
  const [typed, setTyped] = useState("");
  const erase = useErasePerson();

  const handleCancel = () => {
    setTyped("");
    erase.reset();
    onClose();
  };
  const handleConfirm = () => {
    erase.mutate(
      { ...query, confirmEmail: typed },
      {
        onSuccess: (result) => {
          toast({ title: t("privacy.erase.done", { count: result.erasedLeads }) });
          handleCancel();
          onErased(result);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      title={t("privacy.erase.title")}
      confirmLabel={t("privacy.erase.confirm")}
      busy={erase.isPending}
      onConfirm={handleConfirm}
      onCancel={handleCancel}
    >
      <p>{t("privacy.erase.body")}</p>
      <div className="mt-4">
        <FormField
          id="privacy-erase-confirm"
          label={t("privacy.erase.confirmLabel")}
          hint={t("privacy.erase.confirmHint")}
          error={erase.isError ? errorMessage(erase.error, t) : undefined}
        >
          <Input
            id="privacy-erase-confirm"
            autoComplete="off"
            value={typed}
            invalid={erase.isError}
            onChange={(e) => setTyped(e.target.value)}
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}

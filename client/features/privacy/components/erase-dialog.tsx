import { useState } from "react";
import type { EraseResult } from "../../../../contract/privacy";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { type Translate, useT } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { useErasePerson } from "../api/erase-person";
import type { PersonQuery } from "../api/get-person";
import { confirmsPerson } from "../utils/erase-confirmation";

export interface EraseDialogProps {
  open: boolean;
  query: PersonQuery;
  /** The person's e-mails and phones as the view shows them: the typed confirmation must name one. */
  person: { emails: string[]; phones: string[] };
  onClose: () => void;
  onErased: (result: EraseResult) => void;
}

/**
 * A refused erase as a sentence in the screen's language: the server checks the confirmation again
 * (decision 021), and its field-level refusal is worded here, never shown as "Invalid body.confirmEmail".
 */
function eraseError(error: Error, t: Translate): string {
  if (error instanceof ApiRequestError && error.status === 400) {
    return error.serverText?.reason === "erase_phone_needed"
      ? t("privacy.erase.phoneNeeded")
      : t("privacy.erase.mismatch");
  }
  return errorMessage(error, t);
}

/** Erase, confirmed by typing the person's e-mail: Erase stays disabled until what is typed matches. */
export function EraseDialog({ open, query, person, onClose, onErased }: EraseDialogProps) {
  const t = useT();
  const [typed, setTyped] = useState("");
  const erase = useErasePerson();
  const matches = confirmsPerson(typed, person);

  const handleCancel = () => {
    setTyped("");
    erase.reset();
    onClose();
  };
  const handleConfirm = () => {
    if (!matches) return;
    erase.mutate(
      { ...query, confirmEmail: typed.trim() },
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
      confirmDisabled={!matches}
      onConfirm={handleConfirm}
      onCancel={handleCancel}
    >
      <p>{t("privacy.erase.body")}</p>
      <div className="mt-4">
        <FormField
          id="privacy-erase-confirm"
          label={person.emails.length > 0 ? t("privacy.erase.confirmLabel") : t("privacy.erase.confirmPhoneLabel")}
          hint={matches ? t("privacy.erase.matches") : t("privacy.erase.confirmHint")}
          error={erase.isError ? eraseError(erase.error, t) : undefined}
        >
          <Input
            id="privacy-erase-confirm"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            invalid={erase.isError}
            onChange={(e) => {
              setTyped(e.target.value);
              if (erase.isError) erase.reset();
            }}
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}

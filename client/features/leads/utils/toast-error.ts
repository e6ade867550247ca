import { toast } from "../../../components/ui/use-toast";
import type { Translate } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";

/** Spec section 8: a failed lead detail change shows a destructive toast titled 'Error' with the server's message. */
export function toastError(error: Error, t: Translate): void {
  toast({ title: t("leads.error"), description: errorMessage(error, t), variant: "destructive" });
}

import { toast } from "../../../components/ui/use-toast";
import type { Translate } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";

/** The server's message for a failed call, else the error's own. */
export function errorMessage(error: Error): string {
  return error instanceof ApiRequestError ? error.serverMessage : error.message;
}

/** Spec section 8: a failed lead detail change shows a destructive toast titled 'Error' with the server's message. */
export function toastError(error: Error, t: Translate): void {
  toast({ title: t("leads.error"), description: errorMessage(error), variant: "destructive" });
}

import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError } from "../../../lib/api-client";

/** The server's own message when there is one (spec section 8: 'Error' with the server's message). */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

/** The tabs' toasts: 'Error' (in the reader's language) with the server's reason, or a success. */
export function useNotify() {
  const t = useT();
  return {
    error: (error: unknown) =>
      toast({ title: t("admin.toast.error"), description: errorText(error), variant: "destructive" }),
    success: (title: string, description?: string) => toast({ title, description }),
  };
}

import { toast } from "../../../components/ui/use-toast";
import { type Translate, useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";

/** What failed, in the reader's language: the server's error worded from its code (lib/error-message.ts). */
export function errorText(error: unknown, t: Translate): string {
  return error instanceof Error ? errorMessage(error, t) : String(error);
}

/** The tabs' toasts: 'Error' (in the reader's language) with the server's reason, or a success. */
export function useNotify() {
  const t = useT();
  return {
    error: (error: unknown) =>
      toast({ title: t("admin.toast.error"), description: errorText(error, t), variant: "destructive" }),
    success: (title: string, description?: string) => toast({ title, description }),
  };
}

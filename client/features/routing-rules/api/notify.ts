import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";

/** The tab's toasts: 'Error' with the server's reason in the reader's language, or a success. */
export function useNotify() {
  const t = useT();
  return {
    error: (error: unknown) =>
      toast({
        title: t("routingRules.toastError"),
        description: error instanceof Error ? errorMessage(error, t) : String(error),
        variant: "destructive",
      }),
    success: (title: string, description?: string) => toast({ title, description }),
  };
}

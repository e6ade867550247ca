import { toast } from "../../../components/ui/use-toast";
import { ApiRequestError } from "../../../lib/api-client";

/** The server's own message when there is one (spec section 8: 'Error' with the server's message). */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.serverMessage;
  return error instanceof Error ? error.message : String(error);
}

export function toastError(error: unknown): void {
  toast({ title: "Error", description: errorText(error), variant: "destructive" });
}

export function toastSuccess(title: string, description?: string): void {
  toast({ title, description });
}

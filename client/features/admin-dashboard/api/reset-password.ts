import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { toastError, toastSuccess } from "./notify";

/** Sets a new password; the server signs the account out everywhere (204). */
export function useResetPassword() {
  return useMutation({
    mutationFn: async ({ id, password }: { id: number; name: string; password: string }) => {
      await apiRequest("POST", `/api/admin/agents/${id}/reset-password`, { password });
    },
    onSuccess: (_data, { name }) => toastSuccess("Password reset", `${name} can sign in with the new password.`),
    onError: toastError,
  });
}

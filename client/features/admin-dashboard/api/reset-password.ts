import { useMutation } from "@tanstack/react-query";
import { useT } from "../../../i18n/use-t";
import { apiRequest } from "../../../lib/api-client";
import { useNotify } from "./notify";

/** Sets a new password; the server signs the account out everywhere (204). */
export function useResetPassword() {
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: async ({ id, password }: { id: number; name: string; password: string }) => {
      await apiRequest("POST", `/api/admin/agents/${id}/reset-password`, { password });
    },
    onSuccess: (_data, { name }) =>
      notify.success(t("admin.agents.passwordReset"), t("admin.agents.passwordResetText", { name })),
    onError: notify.error,
  });
}

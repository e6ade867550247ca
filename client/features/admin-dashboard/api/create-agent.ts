import { useMutation, useQueryClient } from "@tanstack/react-query";
import { displayName, type RegisterPayload, type User } from "../../../../contract/auth";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { agentsQueryOptions } from "./get-agents";
import { useNotify } from "./notify";

/** Admins add staff through POST /api/register (DESIGN.md 5.4); a 409 means the e-mail is taken. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: (input: RegisterPayload) => apiJson<User>("POST", "/api/register", input),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: agentsQueryOptions().queryKey });
      notify.success(t("admin.agents.added"), t("admin.agents.addedText", { name: displayName(user) }));
    },
    onError: notify.error,
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { displayName, type RegisterPayload, type User } from "../../../../contract/auth";
import { apiJson } from "../../../lib/api-client";
import { agentsQueryOptions } from "./get-agents";
import { toastError, toastSuccess } from "./notify";

/** Admins add staff through POST /api/register (DESIGN.md 5.4); a 409 means the e-mail is taken. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterPayload) => apiJson<User>("POST", "/api/register", input),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: agentsQueryOptions().queryKey });
      toastSuccess("Agent added", `${displayName(user)} can now sign in.`);
    },
    onError: toastError,
  });
}

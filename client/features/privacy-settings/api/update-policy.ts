import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrivacyPolicy, UpdatePrivacyPolicyInput } from "../../../../contract/privacy-settings";
import { apiJson } from "../../../lib/api-client";
import { adminPolicyQueryOptions } from "./get-policy";

/** PUT /api/admin/privacy-policy: both languages, sanitised by the server, as the next version. */
export function useSavePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePrivacyPolicyInput) => apiJson<PrivacyPolicy>("PUT", "/api/admin/privacy-policy", input),
    onSuccess: (policy) => queryClient.setQueryData(adminPolicyQueryOptions().queryKey, policy),
  });
}

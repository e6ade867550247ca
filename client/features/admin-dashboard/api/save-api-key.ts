import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiKey, ApiKeyWithSecret, CreateApiKeyInput } from "../../../../contract/integrations";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { apiKeysQueryOptions } from "./get-api-keys";
import { useNotify } from "./notify";

/** Creates a key; the answer holds the key itself, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) => apiJson<ApiKeyWithSecret>("POST", "/api/admin/api-keys", input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: (key: ApiKey) => apiJson<ApiKey>("POST", `/api/admin/api-keys/${key.id}/revoke`, {}),
    onSuccess: (key) => {
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey });
      notify.success(t("admin.apiKeys.revokedToast"), t("admin.apiKeys.revokedText", { name: key.name }));
    },
    onError: notify.error,
  });
}

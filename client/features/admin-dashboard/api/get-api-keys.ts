import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiKey } from "../../../../contract/integrations";
import { apiJson } from "../../../lib/api-client";

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "api-keys"],
    queryFn: () => apiJson<ApiKey[]>("GET", "/api/admin/api-keys"),
  });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

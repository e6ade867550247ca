import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PrivacyPolicy } from "../../../../contract/privacy-settings";
import { apiJson } from "../../../lib/api-client";

/** GET /api/admin/privacy-policy: the policy in both languages and its version. */
export const adminPolicyQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "privacy-policy"],
    queryFn: () => apiJson<PrivacyPolicy>("GET", "/api/admin/privacy-policy"),
  });

export function useAdminPolicy() {
  return useQuery(adminPolicyQueryOptions());
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Agent } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";

/** Staff accounts, for the audit trail's 'Staff member' filter. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "privacy", "staff"],
    queryFn: () => apiJson<Agent[]>("GET", "/api/admin/agents"),
  });

export const useStaff = () => useQuery(staffQueryOptions());

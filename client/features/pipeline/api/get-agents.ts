import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../../../contract/auth";
import type { Agent } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: ["agents"], queryFn: () => apiJson<Agent[]>("GET", "/api/admin/agents") });

/** Spec section 6: only admins and managers load the agent list. */
export function useAgents(user: User) {
  return useQuery({ ...agentsQueryOptions(), enabled: user.role === "admin" || user.role === "manager" });
}

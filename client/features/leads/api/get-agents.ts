import { queryOptions, useQuery } from "@tanstack/react-query";
import type { User } from "../../../../contract/auth";
import type { Agent } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";

export const agentsQueryOptions = () =>
  queryOptions({ queryKey: ["agents"], queryFn: () => apiJson<Agent[]>("GET", "/api/admin/agents") });

/** Spec section 6: only admins and managers may load the agent list; nobody else asks for it. */
export function mayListAgents(user: Pick<User, "userType" | "role"> | null | undefined): boolean {
  return user?.userType === "agent" && (user.role === "admin" || user.role === "manager");
}

export function useAgents(user: User | null | undefined) {
  return useQuery({ ...agentsQueryOptions(), enabled: mayListAgents(user) });
}

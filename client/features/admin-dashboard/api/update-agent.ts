import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { updateAgentInputSchema } from "../../../../contract/admin";
import type { Agent } from "../../../../contract/crm";
import { apiJson } from "../../../lib/api-client";
import { agentsQueryOptions } from "./get-agents";
import { toastError, toastSuccess } from "./notify";

export type UpdateAgentInput = z.infer<typeof updateAgentInputSchema>;

function successText(agent: Agent, input: UpdateAgentInput): string {
  if (input.isActive === false) return `${agent.fullName} was deactivated and signed out.`;
  if (input.isActive === true) return `${agent.fullName} was reactivated.`;
  if (input.role) return `${agent.fullName} is now ${input.role === "admin" ? "an" : "a"} ${input.role}.`;
  return `${agent.fullName} was updated.`;
}

/** Role, activation and details of a staff account (admins only; 409 for the last admin or yourself). */
export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateAgentInput }) =>
      apiJson<Agent>("PATCH", `/api/admin/agents/${id}`, input),
    onSuccess: (agent, { input }) => {
      queryClient.setQueryData(agentsQueryOptions().queryKey, (list) =>
        list?.map((a) => (a.id === agent.id ? agent : a)),
      );
      void queryClient.invalidateQueries({ queryKey: agentsQueryOptions().queryKey });
      toastSuccess("Agent updated", successText(agent, input));
    },
    onError: toastError,
  });
}

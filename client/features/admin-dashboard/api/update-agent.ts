import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { updateAgentInputSchema } from "../../../../contract/admin";
import type { Agent } from "../../../../contract/crm";
import type { Translate } from "../../../i18n/use-t";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { agentsQueryOptions } from "./get-agents";
import { useNotify } from "./notify";

export type UpdateAgentInput = z.infer<typeof updateAgentInputSchema>;

function successText(t: Translate, agent: Agent, input: UpdateAgentInput): string {
  const name = agent.fullName;
  if (input.isActive === false) return t("admin.agents.deactivated", { name });
  if (input.isActive === true) return t("admin.agents.reactivated", { name });
  if (input.role) return t("admin.agents.roleChanged", { name, role: input.role });
  return t("admin.agents.changed", { name });
}

/** Role, activation and details of a staff account (admins only; 409 for the last admin or yourself). */
export function useUpdateAgent() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateAgentInput }) =>
      apiJson<Agent>("PATCH", `/api/admin/agents/${id}`, input),
    onSuccess: (agent, { input }) => {
      queryClient.setQueryData(agentsQueryOptions().queryKey, (list) =>
        list?.map((a) => (a.id === agent.id ? agent : a)),
      );
      void queryClient.invalidateQueries({ queryKey: agentsQueryOptions().queryKey });
      notify.success(t("admin.agents.updated"), successText(t, agent, input));
    },
    onError: notify.error,
  });
}

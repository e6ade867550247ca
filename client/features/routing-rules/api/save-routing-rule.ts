import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoutingRule, RoutingRuleInput } from "../../../../contract/routing-rules";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { routingRulesQueryOptions } from "./get-routing-rules";
import { useNotify } from "./notify";

/** Adds a rule (no id) or replaces one. */
export function useSaveRoutingRule() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: RoutingRuleInput }) =>
      id === undefined
        ? apiJson<RoutingRule>("POST", "/api/admin/routing-rules", input)
        : apiJson<RoutingRule>("PUT", `/api/admin/routing-rules/${id}`, input),
    onSuccess: (rule, { id }) => {
      void queryClient.invalidateQueries({ queryKey: routingRulesQueryOptions().queryKey });
      notify.success(t(id === undefined ? "routingRules.created" : "routingRules.updated"), rule.name);
    },
    onError: notify.error,
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoutingRule } from "../../../../contract/routing-rules";
import { useT } from "../../../i18n/use-t";
import { apiRequest } from "../../../lib/api-client";
import { routingRulesQueryOptions } from "./get-routing-rules";
import { useNotify } from "./notify";

export function useDeleteRoutingRule() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (rule: RoutingRule) => {
      await apiRequest("DELETE", `/api/admin/routing-rules/${rule.id}`);
    },
    onSuccess: (_data, rule) => {
      void queryClient.invalidateQueries({ queryKey: routingRulesQueryOptions().queryKey });
      notify.success(t("routingRules.deleted"), rule.name);
    },
    onError: notify.error,
  });
}

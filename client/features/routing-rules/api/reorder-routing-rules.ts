import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoutingRulesList } from "../../../../contract/routing-rules";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { routingRulesQueryOptions } from "./get-routing-rules";
import { useNotify } from "./notify";

/** Saves the whole order (every rule id once, first first); on a refusal the list is read again. */
export function useReorderRoutingRules() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  const key = routingRulesQueryOptions().queryKey;
  return useMutation({
    mutationFn: (ids: number[]) => apiJson<RoutingRulesList>("PUT", "/api/admin/routing-rules/order", { ids }),
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      notify.success(t("routingRules.moved"));
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: key });
      notify.error(error);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RoutingRulesList } from "../../../../contract/routing-rules";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { routingRulesQueryOptions } from "./get-routing-rules";
import { useNotify } from "./notify";

export function useSetTimeZone() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: (timeZone: string) =>
      apiJson<RoutingRulesList>("PUT", "/api/admin/routing-rules/time-zone", { timeZone }),
    onSuccess: (list) => {
      queryClient.setQueryData(routingRulesQueryOptions().queryKey, list);
      notify.success(t("routingRules.timeZone.saved"), list.timeZone);
    },
    onError: notify.error,
  });
}

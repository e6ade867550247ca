import { useMutation } from "@tanstack/react-query";
import type { RoutingSample, RoutingTestResult } from "../../../../contract/routing-rules";
import { apiJson } from "../../../lib/api-client";
import { useNotify } from "./notify";

/** "Test a lead": which rule a sample lead would hit; nothing is saved. */
export function useTestRoutingSample() {
  const notify = useNotify();
  return useMutation({
    mutationFn: (sample: RoutingSample) => apiJson<RoutingTestResult>("POST", "/api/admin/routing-rules/test", sample),
    onError: notify.error,
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DuplicateList } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import type { MergeLeadsInput } from "../../../../contract/pipeline";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { liveMeta } from "../../../lib/live-events";
import { toastError } from "../utils/toast-error";

export const duplicatesQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "duplicates"],
    queryFn: () => apiJson<DuplicateList>("GET", `/api/leads/${encodeURIComponent(leadId)}/duplicates`),
    meta: liveMeta({ on: ["lead"], leadId }),
  });

export function useDuplicates(leadId: string) {
  return useQuery(duplicatesQueryOptions(leadId));
}

/** POST /api/leads/{id}/merge: the other lead is merged into this one. */
export function useMergeLeads(leadId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeLeadsInput) =>
      apiJson<StaffLead>("POST", `/api/leads/${encodeURIComponent(leadId)}/merge`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["lead", leadId] });
      toast({ title: t("leads.toast.merged") });
    },
    onError: (error) => toastError(error, t),
  });
}

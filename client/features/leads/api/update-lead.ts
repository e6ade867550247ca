import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateLeadInput } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { toastError } from "../utils/toast-error";
import { historyQueryOptions } from "./get-history";
import { leadQueryOptions } from "./get-lead";

/** PATCH /api/leads/{id} with only the changed fields (spec section 4). */
export function useUpdateLead(leadId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateLeadInput) =>
      apiJson<StaffLead>("PATCH", `/api/leads/${encodeURIComponent(leadId)}`, changes),
    onSuccess: (lead) => {
      queryClient.setQueryData(leadQueryOptions(leadId).queryKey, lead);
      void queryClient.invalidateQueries({ queryKey: historyQueryOptions(leadId).queryKey });
      toast({ title: t("leads.toast.leadUpdated") });
    },
    onError: (error) => toastError(error, t),
  });
}

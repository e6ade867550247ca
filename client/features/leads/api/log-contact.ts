import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadContact, LogContactInput } from "../../../../contract/pipeline";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { liveMeta, pollWhenOffline } from "../../../lib/live-events";
import { toastError } from "../utils/toast-error";
import { historyQueryOptions } from "./get-history";
import { leadQueryOptions } from "./get-lead";

export const contactsQueryOptions = (leadId: string) =>
  queryOptions({
    queryKey: ["lead", leadId, "contacts"],
    queryFn: () => apiJson<LeadContact[]>("GET", `/api/leads/${encodeURIComponent(leadId)}/contacts`),
    meta: liveMeta({ on: ["lead"], leadId }),
  });

export function useContacts(leadId: string, live: boolean) {
  return useQuery({ ...contactsQueryOptions(leadId), refetchInterval: pollWhenOffline(live) });
}

/** POST /api/leads/{id}/contacts: 'Log contact' (decision 019). */
export function useLogContact(leadId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LogContactInput) =>
      apiJson<LeadContact>("POST", `/api/leads/${encodeURIComponent(leadId)}/contacts`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leadQueryOptions(leadId).queryKey });
      void queryClient.invalidateQueries({ queryKey: historyQueryOptions(leadId).queryKey });
      toast({ title: t("leads.toast.contactLogged") });
    },
    onError: (error) => toastError(error, t),
  });
}

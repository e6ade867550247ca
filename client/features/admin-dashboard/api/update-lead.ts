import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffLead } from "../../../../contract/leads";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import type { LeadPage } from "../../../lib/lead-pages";
import { adminLeadsQueryOptions } from "./get-leads";
import { useNotify } from "./notify";

export type LeadChange = { agentId: number | null } | { status: string };

export interface UpdateLeadVariables {
  id: string;
  change: LeadChange;
  /** Words for the success toast, e.g. 'Assigned to Priya Sharma.' */
  description: string;
}

/** Assignment or status from the Leads tab; the server writes the history row and e-mails the agent. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  // The key's first two parts cover every page and filter of the admin lead list.
  const listKey = adminLeadsQueryOptions({ q: "" }).queryKey.slice(0, 2);
  return useMutation({
    mutationFn: ({ id, change }: UpdateLeadVariables) =>
      apiJson<StaffLead>("PATCH", `/api/leads/${encodeURIComponent(id)}`, change),
    onSuccess: (lead, { description }) => {
      // Show the saved value at once, then refetch: the lead may now fall out of the filter.
      queryClient.setQueriesData<LeadPage>({ queryKey: listKey }, (page) =>
        page ? { ...page, leads: page.leads.map((l) => (l.id === lead.id ? lead : l)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: listKey });
      notify.success(t("admin.leads.updated"), description);
    },
    onError: notify.error,
  });
}

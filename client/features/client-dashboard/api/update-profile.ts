import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientProfile, UpdateClientProfileInput } from "../../../../contract/client-portal";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { describeError } from "../utils/describe-error";
import { clientDashboardQueryOptions } from "./get-dashboard";

/** Saves first and last name; the greeting reads the stored profile. */
export function useUpdateProfile() {
  const t = useT();
  const queryClient = useQueryClient();
  const { queryKey } = clientDashboardQueryOptions();
  return useMutation({
    mutationFn: (input: UpdateClientProfileInput) => apiJson<ClientProfile>("PATCH", "/api/client/profile", input),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKey, (old) => old && { ...old, profile });
      // The server logged the change in the activity list.
      void queryClient.invalidateQueries({ queryKey, exact: true });
      toast({ title: t("clientDashboard.profile.updated") });
    },
    onError: (error) => {
      toast({ title: t("clientDashboard.error"), description: describeError(error, t), variant: "destructive" });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "../components/ui/use-toast";
import { useT } from "../i18n/use-t";
import { apiRequest } from "./api-client";
import { errorMessage } from "./error-message";
import { userQueryOptions } from "./user";

/** Signs out, forgets every cached query and goes to /auth. */
export function useLogout() {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout", {}),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions().queryKey, null);
      toast({ title: t("staff.logout.success"), description: t("staff.logout.successDescription") });
      navigate("/auth");
    },
    onError: (error) => {
      toast({ title: t("staff.logout.failed"), description: errorMessage(error, t), variant: "destructive" });
    },
  });
}

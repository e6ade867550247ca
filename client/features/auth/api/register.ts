import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { displayName, type RegisterInput, type User } from "../../../../contract/auth";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { userQueryOptions } from "../../../lib/user";
import { setupStatusQueryOptions } from "./get-setup-status";

/** First-run registration of the first admin, who is signed in by it; admins go on to /admin. */
export function useRegisterFirstAdmin() {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<User>("POST", "/api/register", input),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      void queryClient.invalidateQueries({ queryKey: setupStatusQueryOptions().queryKey });
      // Worded when shown, in the language the screen turns to once signed in (as the sign-in toast).
      toast({
        title: (shown) => shown("auth.register.success"),
        description: (shown) => shown("auth.register.welcome", { name: displayName(user) }),
      });
      navigate(user.role === "admin" ? "/admin" : "/dashboard");
    },
    onError: (error) => {
      toast({ title: t("auth.register.failed"), description: errorMessage(error, t), variant: "destructive" });
    },
  });
}

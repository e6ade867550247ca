import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { displayName, type LoginInput, type User } from "../../../../contract/auth";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { userQueryOptions } from "../../../lib/user";

/** Signs in on the agent or the client endpoint; success goes to /dashboard (spec section 4). */
export function useLogin(kind: "agent" | "client") {
  const t = useT();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiJson<User>("POST", kind === "client" ? "/api/client/login" : "/api/login", { ...input, userType: kind }),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryOptions().queryKey, user);
      // Worded when shown: the screen turns to the user's saved language right after sign-in (StaffLocale).
      toast({
        title: (shown) => shown("auth.login.success"),
        description: (shown) => shown("auth.login.welcome", { name: displayName(user) }),
      });
      navigate("/dashboard");
    },
    onError: (error) => {
      toast({
        title: t("auth.login.failed"),
        description: errorMessage(error, t),
        variant: "destructive",
      });
    },
  });
}

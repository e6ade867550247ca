import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { toast } from "../components/ui/use-toast";
import { apiRequest, errorMessage } from "./api-client";
import { userQueryOptions } from "./user";

/** Signs out, forgets every cached query and goes to /auth. */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout", {}),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions().queryKey, null);
      toast({ title: "Logged out successfully", description: "You have been logged out of your account." });
      navigate("/auth");
    },
    onError: (error) => {
      toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" });
    },
  });
}

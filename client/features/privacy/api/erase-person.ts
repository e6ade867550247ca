import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { EraseInput, EraseResult } from "../../../../contract/privacy";
import { apiJson } from "../../../lib/api-client";

/** Erases the person (admins only); the server answers 400 when the typed e-mail is not theirs. */
export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EraseInput) => apiJson<EraseResult>("POST", "/api/admin/privacy/person/erase", input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin", "privacy"] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "leads"] });
    },
  });
}

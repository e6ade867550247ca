import { useMutation } from "@tanstack/react-query";
import type { UnlockAccountResult } from "../../../../contract/admin";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { useNotify } from "./notify";

/** Lifts a lockout by wrong passwords at once (decision 027); the server says whether there was one. */
export function useUnlockAccount() {
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) =>
      apiJson<UnlockAccountResult>("POST", `/api/admin/users/${id}/unlock`, {}),
    onSuccess: (result, { name }) =>
      notify.success(
        t("admin.agents.unlocked"),
        result.wasLocked ? t("admin.agents.unlockedText", { name }) : t("admin.agents.notLockedText", { name }),
      ),
    onError: notify.error,
  });
}

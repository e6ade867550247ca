import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AdminSettings, updateAdminSettingsInputSchema } from "../../../../contract/admin";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { adminSettingsQueryOptions } from "./get-settings";
import { useNotify } from "./notify";

export type SettingsChange = z.infer<typeof updateAdminSettingsInputSchema>;

/** Saves part of the settings; `successText` is the toast's description. */
export function useUpdateSettings(successText: string) {
  const queryClient = useQueryClient();
  const t = useT();
  const notify = useNotify();
  return useMutation({
    mutationFn: (change: SettingsChange) => apiJson<AdminSettings>("PUT", "/api/admin/settings", change),
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsQueryOptions().queryKey, settings);
      notify.success(t("admin.settings.saved"), successText);
    },
    onError: notify.error,
  });
}

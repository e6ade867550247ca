import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideTopic } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { languageKey } from "../utils/languages";
import { refreshTopicSections } from "./guide-cache";

export interface RemoveVersionVariables {
  topicId: number;
  locale: Locale;
}

/** DELETE /api/guides/topics/{id}/locales/{locale}: one language's title, description and sections. */
export function useRemoveVersion() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ topicId, locale }: RemoveVersionVariables) =>
      apiJson<GuideTopic>("DELETE", `/api/guides/topics/${topicId}/locales/${locale}`),
    onSuccess: (_topic, { topicId, locale }) => {
      void refreshTopicSections(queryClient, topicId);
      toast({ title: t("guideAdmin.toast.versionRemoved", { language: languageKey(locale) }) });
    },
    onError: (error) => {
      console.warn("Removing the language version failed:", error);
      toast({
        title: t("guideAdmin.toast.error"),
        description: t("guideAdmin.toast.versionRemoveFailed"),
        variant: "destructive",
      });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideTopic, GuideTopicInput } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { refreshPublicGuides } from "./guide-cache";
import { withLocale } from "./locale-url";

export interface SaveTopicVariables {
  /** Absent for 'New Guide'. */
  id?: number;
  input: GuideTopicInput;
  /** The language written: a new guide is created in it only; an edit writes that language's version. */
  locale?: Locale;
}

/** POST /api/guides/topics or PUT /api/guides/topics/{id} (409 when the slug is taken). */
export function useSaveTopic() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ id, input, locale }: SaveTopicVariables) =>
      id === undefined
        ? apiJson<GuideTopic>("POST", withLocale("/api/guides/topics", locale), input)
        : apiJson<GuideTopic>("PUT", withLocale(`/api/guides/topics/${id}`, locale), input),
    onSuccess: (_topic, { id }) => {
      void refreshPublicGuides(queryClient);
      toast({ title: t(id === undefined ? "guideAdmin.toast.guideCreated" : "guideAdmin.toast.guideUpdated") });
    },
    onError: (error) => {
      console.warn("Saving the guide failed:", error);
      toast({
        title: t("guideAdmin.toast.error"),
        description: t("guideAdmin.toast.guideSaveFailed"),
        variant: "destructive",
      });
    },
  });
}

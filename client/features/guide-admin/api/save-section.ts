import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideSection, GuideSectionInput } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { refreshTopicSections } from "./guide-cache";
import { withLocale } from "./locale-url";

export interface SaveSectionVariables {
  /** Absent for 'New Section'. */
  id?: number;
  topicId: number;
  input: GuideSectionInput;
  /** The language of a new section (an edited one keeps its own). */
  locale?: Locale;
}

/** POST /api/guides/topics/{id}/sections or PUT /api/guides/sections/{id}; the server sanitises the HTML. */
export function useSaveSection() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ id, topicId, input, locale }: SaveSectionVariables) => {
      const body = { ...input, topicId };
      return id === undefined
        ? apiJson<GuideSection>("POST", withLocale(`/api/guides/topics/${topicId}/sections`, locale), body)
        : apiJson<GuideSection>("PUT", `/api/guides/sections/${id}`, body);
    },
    onSuccess: (_section, { id, topicId }) => {
      void refreshTopicSections(queryClient, topicId);
      toast({ title: t(id === undefined ? "guideAdmin.toast.sectionCreated" : "guideAdmin.toast.sectionUpdated") });
    },
    onError: (error) => {
      console.warn("Saving the section failed:", error);
      toast({
        title: t("guideAdmin.toast.error"),
        description: t("guideAdmin.toast.sectionSaveFailed"),
        variant: "destructive",
      });
    },
  });
}

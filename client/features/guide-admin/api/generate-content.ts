import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideSection } from "../../../../contract/guides";
import type { Locale } from "../../../../contract/locale";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { ApiRequestError, apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { adminTopicSectionsQueryOptions } from "./get-topic-sections";
import { refreshPublicGuides } from "./guide-cache";
import { withLocale } from "./locale-url";

export interface GenerateContentVariables {
  topicId: number;
  /** true replaces existing sections; without it a guide with content answers 409. */
  confirm: boolean;
  /** The language whose sections are written (and replaced); English when absent. */
  locale?: Locale;
}

/** A 409 `content_exists`: the guide already has sections and the replace must be confirmed (spec 4). */
export function isContentExists(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return false;
  try {
    return (JSON.parse(error.body) as { code?: unknown }).code === "content_exists";
  } catch {
    return false;
  }
}

/** POST /api/guides/topics/{id}/generate-content {confirm} -> the new sections (4 to 5). */
export function useGenerateContent() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ topicId, confirm, locale }: GenerateContentVariables) =>
      apiJson<GuideSection[]>("POST", withLocale(`/api/guides/topics/${topicId}/generate-content`, locale), {
        confirm,
      }),
    onMutate: () => toast({ title: t("guideAdmin.toast.generationStarted") }),
    onSuccess: (sections, { topicId, locale }) => {
      queryClient.setQueryData(adminTopicSectionsQueryOptions(topicId, locale).queryKey, sections);
      void refreshPublicGuides(queryClient);
    },
    onError: (error) => {
      // The 409 is an expected answer: the dialog asks before replacing.
      if (isContentExists(error)) return;
      console.warn("Generating guide content failed:", error);
      const description = errorMessage(error, t);
      toast({ title: t("guideAdmin.toast.generationFailed"), description, variant: "destructive" });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideSection } from "../../../../contract/guides";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { replaceCachedSection } from "./guide-cache";

export interface GenerateImageVariables {
  sectionId: number;
  imagePrompt: string;
}

/** POST /api/guides/sections/{id}/generate-image {imagePrompt} -> the section with its new imageUrl. */
export function useGenerateImage() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ sectionId, imagePrompt }: GenerateImageVariables) =>
      apiJson<GuideSection>("POST", `/api/guides/sections/${sectionId}/generate-image`, { imagePrompt }),
    onSuccess: (section) => {
      replaceCachedSection(queryClient, section);
      toast({ title: t("guideAdmin.toast.imageUpdated") });
    },
    onError: (error) => {
      console.warn("Generating the image failed:", error);
      const description = errorMessage(error, t);
      toast({ title: t("guideAdmin.toast.imageFailed"), description, variant: "destructive" });
    },
  });
}

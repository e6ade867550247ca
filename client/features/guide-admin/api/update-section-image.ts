import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideSection } from "../../../../contract/guides";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";
import { replaceCachedSection } from "./guide-cache";

export interface UpdateSectionImageVariables {
  sectionId: number;
  imageUrl: string;
}

/** PATCH /api/guides/sections/{id}/image-url {imageUrl} -> the section. */
export function useUpdateSectionImage() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ sectionId, imageUrl }: UpdateSectionImageVariables) =>
      apiJson<GuideSection>("PATCH", `/api/guides/sections/${sectionId}/image-url`, { imageUrl }),
    onSuccess: (section) => {
      replaceCachedSection(queryClient, section);
      toast({ title: t("guideAdmin.toast.imageUpdated") });
    },
    onError: (error) => {
      console.warn("Updating the section image failed:", error);
      toast({
        title: t("guideAdmin.toast.imageUpdateFailed"),
        description: errorMessage(error, t),
        variant: "destructive",
      });
    },
  });
}

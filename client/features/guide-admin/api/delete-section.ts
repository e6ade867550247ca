import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideSection } from "../../../../contract/guides";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiRequest } from "../../../lib/api-client";
import { adminTopicSectionsQueryOptions } from "./get-topic-sections";
import { refreshPublicGuides } from "./guide-cache";

/** DELETE /api/guides/sections/{id} (204). */
export function useDeleteSection() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (section: GuideSection) => apiRequest("DELETE", `/api/guides/sections/${section.id}`),
    onSuccess: (_response, section) => {
      queryClient.setQueryData(adminTopicSectionsQueryOptions(section.topicId, section.locale).queryKey, (list) =>
        list?.filter((s) => s.id !== section.id),
      );
      void refreshPublicGuides(queryClient);
      toast({ title: t("guideAdmin.toast.sectionDeleted") });
    },
    onError: (error) => {
      console.warn("Deleting the section failed:", error);
      toast({
        title: t("guideAdmin.toast.error"),
        description: t("guideAdmin.toast.sectionDeleteFailed"),
        variant: "destructive",
      });
    },
  });
}

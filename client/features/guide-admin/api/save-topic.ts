import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { GuideTopic, GuideTopicInput } from "../../../../contract/guides";
import { toast } from "../../../components/ui/use-toast";
import { apiJson } from "../../../lib/api-client";
import { refreshPublicGuides } from "./guide-cache";

export interface SaveTopicVariables {
  /** Absent for 'New Guide'. */
  id?: number;
  input: GuideTopicInput;
}

/** POST /api/guides/topics or PUT /api/guides/topics/{id} (409 when the slug is taken). */
export function useSaveTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveTopicVariables) =>
      id === undefined
        ? apiJson<GuideTopic>("POST", "/api/guides/topics", input)
        : apiJson<GuideTopic>("PUT", `/api/guides/topics/${id}`, input),
    onSuccess: (_topic, { id }) => {
      void refreshPublicGuides(queryClient);
      toast({ title: id === undefined ? "Guide created" : "Guide updated" });
    },
    onError: (error) => {
      console.warn("Saving the guide failed:", error);
      toast({ title: "Error", description: "Failed to save guide", variant: "destructive" });
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StaffLead } from "../../../../contract/leads";
import type { PipelineBoard, PipelineStage } from "../../../../contract/pipeline";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";

/** Moves a card in a cached board at once, so the drop does not wait for the server. */
function moveCard(board: PipelineBoard, leadId: string, stage: PipelineStage): PipelineBoard {
  const card = board.columns.flatMap((c) => c.cards).find((c) => c.id === leadId);
  if (!card) return board;
  return {
    columns: board.columns.map((column) => {
      if (column.stage === card.stage && column.stage !== stage)
        return { ...column, count: column.count - 1, cards: column.cards.filter((c) => c.id !== leadId) };
      if (column.stage === stage && card.stage !== stage)
        return {
          ...column,
          count: column.count + 1,
          cards: [{ ...card, stage, waitingSince: null }, ...column.cards],
        };
      return column;
    }),
  };
}

/** PATCH /api/leads/{id} {stage}: a card dropped on another column. */
export function useMoveStage() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, stage }: { leadId: string; stage: PipelineStage }) =>
      apiJson<StaffLead>("PATCH", `/api/leads/${encodeURIComponent(leadId)}`, { stage }),
    onMutate: async ({ leadId, stage }) => {
      await queryClient.cancelQueries({ queryKey: ["pipeline"] });
      for (const [key, board] of queryClient.getQueriesData<PipelineBoard>({ queryKey: ["pipeline"] })) {
        if (board) queryClient.setQueryData(key, moveCard(board, leadId, stage));
      }
    },
    onError: (error) => {
      toast({ title: t("pipeline.error"), description: errorMessage(error, t), variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["pipeline"] }),
  });
}

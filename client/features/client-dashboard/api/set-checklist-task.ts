import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientDashboard } from "../../../../contract/client-portal";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiRequest } from "../../../lib/api-client";
import { describeError } from "../utils/describe-error";
import { clientDashboardQueryOptions } from "./get-dashboard";

export interface ChecklistTaskChange {
  taskId: string;
  completed: boolean;
}

const mutationKey = ["client-portal", "checklist-task"];

export function withTask(data: ClientDashboard, { taskId, completed }: ChecklistTaskChange): ClientDashboard {
  return {
    ...data,
    checklist: data.checklist.map((phase) => ({
      ...phase,
      tasks: phase.tasks.map((task) => (task.id === taskId ? { ...task, completed } : task)),
    })),
  };
}

/** Ticks or unticks a checklist task at once; on failure that one task flips back and a toast explains. */
export function useSetChecklistTask() {
  const t = useT();
  const queryClient = useQueryClient();
  const { queryKey } = clientDashboardQueryOptions();
  return useMutation({
    mutationKey,
    mutationFn: ({ taskId, completed }: ChecklistTaskChange) =>
      apiRequest("PUT", `/api/client/checklist/${encodeURIComponent(taskId)}`, { completed }),
    onMutate: async (change) => {
      // A refetch in flight must not bring the old value back: cancel it without reverting, re-apply.
      await queryClient.cancelQueries({ queryKey, exact: true }, { revert: false });
      queryClient.setQueryData(queryKey, (old) => old && withTask(old, change));
    },
    onError: (error, change) => {
      // Only this task is rolled back, so other ticks made meanwhile are kept.
      queryClient.setQueryData(queryKey, (old) => old && withTask(old, { ...change, completed: !change.completed }));
      toast({
        title: t("clientDashboard.checklistFailed"),
        description: describeError(error, t),
        variant: "destructive",
      });
    },
    onSettled: () => {
      // Refetch (for the activity log) once the last pending tick is done, so no refetch undoes a newer tick.
      if (queryClient.isMutating({ mutationKey }) === 1) void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}

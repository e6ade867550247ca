import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ActionPlan, ActionPlanInput, NurtureSettings } from "../../../../contract/nurture";
import { toast } from "../../../components/ui/use-toast";
import { useT } from "../../../i18n/use-t";
import { apiJson } from "../../../lib/api-client";
import { errorMessage } from "../../../lib/error-message";

export const actionPlansQueryOptions = () =>
  queryOptions({ queryKey: ["action-plans"], queryFn: () => apiJson<ActionPlan[]>("GET", "/api/action-plans") });

export function useActionPlans() {
  return useQuery(actionPlansQueryOptions());
}

export const nurtureSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ["action-plans", "settings"],
    queryFn: () => apiJson<NurtureSettings>("GET", "/api/action-plans/settings"),
  });

export function useNurtureSettings() {
  return useQuery(nurtureSettingsQueryOptions());
}

function useToastError() {
  const t = useT();
  return (error: unknown) =>
    toast({
      title: t("nurture.toastError"),
      description: error instanceof Error ? errorMessage(error, t) : String(error),
      variant: "destructive",
    });
}

/** POST /api/action-plans, or PUT /api/action-plans/{id} when `id` is given. */
export function useSaveActionPlan() {
  const t = useT();
  const queryClient = useQueryClient();
  const onError = useToastError();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ActionPlanInput }) =>
      id
        ? apiJson<ActionPlan>("PUT", `/api/action-plans/${id}`, input)
        : apiJson<ActionPlan>("POST", "/api/action-plans", input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: actionPlansQueryOptions().queryKey });
      toast({ title: t("nurture.plans.saved") });
    },
    onError,
  });
}

export function useDeleteActionPlan() {
  const t = useT();
  const queryClient = useQueryClient();
  const onError = useToastError();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>("DELETE", `/api/action-plans/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: actionPlansQueryOptions().queryKey });
      toast({ title: t("nurture.plans.deleted") });
    },
    onError,
  });
}

export function useSaveNurtureSettings() {
  const t = useT();
  const queryClient = useQueryClient();
  const onError = useToastError();
  return useMutation({
    mutationFn: (input: NurtureSettings) => apiJson<NurtureSettings>("PUT", "/api/action-plans/settings", input),
    onSuccess: (saved) => {
      queryClient.setQueryData(nurtureSettingsQueryOptions().queryKey, saved);
      toast({ title: t("nurture.settings.saved") });
    },
    onError,
  });
}

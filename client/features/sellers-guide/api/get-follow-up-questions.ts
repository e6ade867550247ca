import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FollowUpQuestion } from "../../../../contract/sellers-guide";
import { apiJson } from "../../../lib/api-client";

/** GET /api/sellers-guide/{token}/questions: the follow-up form's questions. */
export async function fetchFollowUpQuestions(token: string): Promise<FollowUpQuestion[]> {
  const { questions } = await apiJson<{ questions: FollowUpQuestion[] }>(
    "GET",
    `/api/sellers-guide/${encodeURIComponent(token)}/questions`,
  );
  return questions;
}

export const followUpQuestionsQueryOptions = (token: string) =>
  queryOptions({ queryKey: ["sellers-guide", token, "questions"], queryFn: () => fetchFollowUpQuestions(token) });

export function useFollowUpQuestions(token: string, enabled: boolean) {
  return useQuery({ ...followUpQuestionsQueryOptions(token), enabled });
}

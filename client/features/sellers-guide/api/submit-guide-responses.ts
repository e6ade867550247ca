import { useMutation } from "@tanstack/react-query";
import type { GuideResponsesInput } from "../../../../contract/sellers-guide";
import { apiJson } from "../../../lib/api-client";

export type GuideResponse = GuideResponsesInput["responses"][number];

/** POST /api/sellers-guide/{token}/responses (400 when `name` or `q1` is missing). */
export function submitGuideResponses(token: string, responses: GuideResponse[]): Promise<{ ok: boolean }> {
  return apiJson("POST", `/api/sellers-guide/${encodeURIComponent(token)}/responses`, { responses });
}

export function useSubmitGuideResponses(token: string) {
  return useMutation({ mutationFn: (responses: GuideResponse[]) => submitGuideResponses(token, responses) });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { DEFAULT_LOCALE, type Locale } from "../../../../contract/locale";
import type { FollowUpQuestion } from "../../../../contract/sellers-guide";
import { apiJson } from "../../../lib/api-client";

/** GET /api/sellers-guide/{token}/questions: the follow-up form's questions, in the page's language. */
export async function fetchFollowUpQuestions(
  token: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<FollowUpQuestion[]> {
  const query = locale === DEFAULT_LOCALE ? "" : `?locale=${locale}`;
  const { questions } = await apiJson<{ questions: FollowUpQuestion[] }>(
    "GET",
    `/api/sellers-guide/${encodeURIComponent(token)}/questions${query}`,
  );
  return questions;
}

export const followUpQuestionsQueryOptions = (token: string, locale: Locale = DEFAULT_LOCALE) =>
  queryOptions({
    queryKey: ["sellers-guide", token, "questions", ...(locale === DEFAULT_LOCALE ? [] : [locale])],
    queryFn: () => fetchFollowUpQuestions(token, locale),
  });

export function useFollowUpQuestions(token: string, enabled: boolean, locale?: Locale) {
  return useQuery({ ...followUpQuestionsQueryOptions(token, locale), enabled });
}

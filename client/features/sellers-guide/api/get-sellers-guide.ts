import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReadableGuide } from "../../../../contract/sellers-guide";
import { apiJson } from "../../../lib/api-client";

/**
 * GET /api/sellers-guide/{token}: the visitor's guide with the language it is written in (404 unknown token,
 * 400 malformed token).
 */
export async function fetchSellersGuide(token: string): Promise<ReadableGuide> {
  const { content } = await apiJson<{ content: ReadableGuide }>(
    "GET",
    `/api/sellers-guide/${encodeURIComponent(token)}`,
  );
  return content;
}

export const sellersGuideQueryOptions = (token: string) =>
  queryOptions({ queryKey: ["sellers-guide", token], queryFn: () => fetchSellersGuide(token) });

export function useSellersGuide(token: string) {
  return useQuery(sellersGuideQueryOptions(token));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PersonalisedGuide } from "../../../../contract/guides";
import { apiJson } from "../../../lib/api-client";
import { demoGuideFallback } from "./demo-guide-fallback";

/** GET /api/debug/guide; on any failure the built-in sample guide is used (spec section 7). */
export async function fetchDemoGuide(): Promise<PersonalisedGuide> {
  try {
    const { content } = await apiJson<{ content: PersonalisedGuide; token: string }>("GET", "/api/debug/guide");
    return content;
  } catch (error) {
    console.warn("Demo guide unavailable, showing the built-in sample:", error);
    return demoGuideFallback;
  }
}

export const demoGuideQueryOptions = () => queryOptions({ queryKey: ["demo-guide"], queryFn: fetchDemoGuide });

export function useDemoGuide() {
  return useQuery(demoGuideQueryOptions());
}

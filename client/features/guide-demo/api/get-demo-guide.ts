import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PersonalisedGuide } from "../../../../contract/guides";
import { apiJson } from "../../../lib/api-client";
import { demoGuideFallback } from "./demo-guide-fallback";

/** GET /api/guides/demo (the spec's /api/debug/guide, which production does not serve); on any failure the built-in sample guide is used (spec section 7). */
export async function fetchDemoGuide(): Promise<PersonalisedGuide> {
  try {
    const { content } = await apiJson<{ content: PersonalisedGuide; token: string }>("GET", "/api/guides/demo");
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

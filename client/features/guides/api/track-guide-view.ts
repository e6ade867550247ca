import { apiRequest } from "../../../lib/api-client";

/** POST /api/guides/track: fire-and-forget; a failure is logged as non-critical (spec section 8). */
export function trackGuideView(topic: string, slug: string): void {
  apiRequest("POST", "/api/guides/track", { topic, slug }).catch((error: unknown) => {
    console.warn("Guide view tracking failed (non-critical):", error);
  });
}

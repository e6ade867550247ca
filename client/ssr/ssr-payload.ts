import type { DehydratedState } from "@tanstack/react-query";

/** The id of the `<script type="application/json">` that carries a server-rendered page's data. */
export const SSR_PAYLOAD_ID = "ssr-data";

/** What the server hands the browser with a rendered page: the query cache it rendered from and its seed. */
export interface SsrPayload {
  seed: number;
  queries: DehydratedState;
}

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators that break JS. */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The payload of the page being hydrated, or null for a client-rendered page. */
export function readPayload(): SsrPayload | null {
  const element = document.getElementById(SSR_PAYLOAD_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrPayload;
  } catch {
    return null;
  }
}

import type { SectionsReadInput } from "../../../../contract/nurture";

/**
 * POST /api/sellers-guide/{token}/sections-read: the page's one report of a visit (decision 039). Sent with
 * `keepalive` so it still goes out while the page is being left; a failure is ignored (it is only a sign of
 * interest, and the seller must never see an error for it).
 */
export function reportSectionsRead(token: string, sections: SectionsReadInput["sections"]): void {
  void fetch(`/api/sellers-guide/${encodeURIComponent(token)}/sections-read`, {
    method: "POST",
    keepalive: true,
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ sections }),
  }).catch(() => undefined);
}

import { REPRESENTED_TAG } from "../../../contract/leads";
import type { LeadRow } from "./lead-row";

type ClockFields = Pick<
  LeadRow,
  "firstContactAt" | "stage" | "submittedAt" | "source" | "tag" | "workingWithRealtor" | "doNotEmail" | "erasedAt"
>;

/** A represented seller is never called: no clock, no acknowledgement, and the pipeline's 'Do not contact'. */
export function isRepresented(lead: Pick<LeadRow, "tag" | "workingWithRealtor">): boolean {
  return lead.tag === REPRESENTED_TAG || lead.workingWithRealtor === true;
}

/**
 * When a lead started waiting for its first contact, or null when nobody is expected to call: a final lead
 * from a public flow (or the API) that no staff touch has reached yet and that is still 'New'. Imported
 * contacts and represented sellers never wait (decision 019), nor does an erased person (decision 021: nobody
 * may call them).
 */
export function waitingSince(lead: ClockFields): Date | null {
  if (lead.firstContactAt || lead.stage !== "new" || !lead.submittedAt || lead.erasedAt) return null;
  if (lead.source === "import" || isRepresented(lead)) return null;
  return lead.submittedAt;
}

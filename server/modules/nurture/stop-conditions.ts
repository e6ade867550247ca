import type { PlanStopReason } from "../../../contract/nurture";
import type { Database } from "../../db/client";
import type { LeadRow } from "../leads/index";
import { historySince, type PlanRunRow, withdrawnSince } from "./nurture.repository";

/** Stages after which nobody nurtures the seller: the sale is under way, or over. */
export const CLOSING_STAGES = ["listing_signed", "under_contract", "sold", "lost", "do_not_contact"] as const;

/**
 * Why a run must stop before its next step, or null (decision 039). Read from what the lead's own rows say
 * since the run started, so no other module has to call this one: an erasure, an unsubscribe or a
 * withdrawn consent, a seller's text reply (`text.received`), a logged contact, a move to a closing stage,
 * the form sent again. An e-mail reply stops runs at once through the inbound webhook.
 */
export async function stopReasonFor(
  db: Database,
  lead: LeadRow | undefined,
  run: PlanRunRow,
): Promise<PlanStopReason | null> {
  if (!lead || lead.erasedAt) return "erased";
  if (lead.doNotEmail || (await withdrawnSince(db, lead.id, run.startedAt))) return "unsubscribed";
  if (lead.stage === "do_not_contact") return "closing_stage";
  const history = await historySince(db, lead.id, run.startedAt);
  if (history.some((h) => h.code === "text.received")) return "text_reply";
  if (history.some((h) => h.code === "contact_logged")) return "contact_logged";
  const closing: readonly string[] = CLOSING_STAGES;
  if (
    history.some((h) => h.code === "stage_changed" && closing.includes((h.params as { to?: string } | null)?.to ?? ""))
  )
    return "closing_stage";
  if (finalSubmissionsSince(lead, run.startedAt) > 0) return "form_again";
  return null;
}

/** The lead's final submissions (the questionnaire sent) after `since`. */
export function finalSubmissionsSince(lead: Pick<LeadRow, "formData">, since: Date): number {
  const submissions = (lead.formData ?? []) as { at?: string; kind?: string }[];
  return submissions.filter((s) => s.kind === "final" && s.at && Date.parse(s.at) > since.getTime()).length;
}

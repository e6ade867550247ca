import { useMutation } from "@tanstack/react-query";
import type { LeadSaveResponse, PublicLeadInput } from "../../../../contract/leads";
import { apiJson } from "../../../lib/api-client";
import { withLeadSecret } from "../../../lib/session-id";

/** POST /api/leads: the final lead (the server sets status 'Contacted' and notifies staff). */
export function submitLead(lead: PublicLeadInput): Promise<LeadSaveResponse> {
  return apiJson<LeadSaveResponse>("POST", "/api/leads", withLeadSecret({ ...lead, status: "Contacted" }));
}

export function useSubmitLead() {
  return useMutation({ mutationFn: submitLead });
}

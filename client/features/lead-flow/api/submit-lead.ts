import { useMutation } from "@tanstack/react-query";
import type { LeadSaveResponse, PublicLeadInput } from "../../../../contract/leads";
import { apiJson } from "../../../lib/api-client";

/** POST /api/leads: the final lead (the server sets status 'Contacted' and notifies staff). */
export function submitLead(lead: PublicLeadInput): Promise<LeadSaveResponse> {
  return apiJson<LeadSaveResponse>("POST", "/api/leads", { ...lead, status: "Contacted" });
}

export function useSubmitLead() {
  return useMutation({ mutationFn: submitLead });
}

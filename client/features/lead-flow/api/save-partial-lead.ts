import { useMutation } from "@tanstack/react-query";
import type { LeadSaveResponse, PublicLeadInput } from "../../../../contract/leads";
import { apiJson } from "../../../lib/api-client";

/** POST /api/leads/partial: progress of a lead flow (status 'Partial'). */
export function savePartialLead(lead: PublicLeadInput): Promise<LeadSaveResponse> {
  return apiJson<LeadSaveResponse>("POST", "/api/leads/partial", { ...lead, status: "Partial" });
}

export function useSavePartialLead() {
  return useMutation({ mutationFn: savePartialLead });
}

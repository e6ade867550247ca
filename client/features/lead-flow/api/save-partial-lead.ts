import { useMutation } from "@tanstack/react-query";
import type { LeadSaveResponse, PublicLeadInput } from "../../../../contract/leads";
import { apiJson } from "../../../lib/api-client";
import { withLeadSecret } from "../../../lib/session-id";

/** POST /api/leads/partial: progress of a lead flow (status 'Partial'). */
export function savePartialLead(lead: PublicLeadInput): Promise<LeadSaveResponse> {
  return apiJson<LeadSaveResponse>("POST", "/api/leads/partial", withLeadSecret({ ...lead, status: "Partial" }));
}

export function useSavePartialLead() {
  return useMutation({ mutationFn: savePartialLead });
}

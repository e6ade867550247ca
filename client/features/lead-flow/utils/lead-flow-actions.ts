import type { PublicLeadInput } from "../../../../contract/leads";

/**
 * What a flow reading needs from the page: saving progress and sending the final lead. Both reject on
 * failure; the flow decides what the visitor sees (spec section 8: failures are logged only). The page adds
 * the variant, source and UTM fields and the status.
 */
export interface LeadFlowActions {
  savePartial: (lead: PublicLeadInput) => Promise<unknown>;
  submit: (lead: PublicLeadInput) => Promise<unknown>;
}

export type LeadFlowType = "realtor" | "cash-offer";

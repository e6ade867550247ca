import { CashOfferBallpark } from "../features/home-value/components/cash-offer-ballpark";
import { LeadFlowPage as LeadFlowFeaturePage } from "../features/lead-flow/components/lead-flow-page";
import type { LeadFlowType } from "../features/lead-flow/utils/lead-flow-actions";
import { getLeadSecret } from "../lib/session-id";

/** The cash-offer path's final panel: the non-binding ballpark for the lead just saved (decision 041). */
function CashOfferFinal({ leadId }: { leadId: string }) {
  return <CashOfferBallpark leadId={leadId} leadSecret={getLeadSecret(leadId)} />;
}

export interface LeadFlowPageProps {
  type: LeadFlowType;
}

/** /lead-flow/{type}: the lead flow feature's page with the parts other features add (docs/architecture.md). */
export function LeadFlowPage({ type }: LeadFlowPageProps) {
  return <LeadFlowFeaturePage type={type} CashOfferFinal={CashOfferFinal} />;
}

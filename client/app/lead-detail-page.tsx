import { conversationExtension } from "../features/conversation/lead-page-extension";
import { LeadHomeValueCard, MarketAnalysisAction } from "../features/home-value/components/lead-home-value-card";
import { leadCallsExtension } from "../features/lead-calls/lead-page-extension";
import { leadOutcomesExtension } from "../features/lead-outcomes/lead-page-extension";
import { leadTextsExtension } from "../features/lead-texts/lead-page-extension";
import { LeadDetailPage as LeadsFeaturePage } from "../features/leads/components/lead-detail-page";
import { nurtureLeadExtension } from "../features/nurture/components/nurture-extension";
import { claimLeadPageExtension } from "../features/push/lead-page-extension";
import type { LeadPageExtension } from "../lib/lead-page-extension";

/**
 * The parts of the lead page other features draw (texts, action plans, the estimate, claiming), in the
 * order they appear. Each feature exports its extension; the leads feature never imports them.
 */
const extensions: LeadPageExtension[] = [
  claimLeadPageExtension,
  { key: "home-value", Action: MarketAnalysisAction, Card: LeadHomeValueCard },
  leadCallsExtension,
  conversationExtension,
  leadTextsExtension,
  nurtureLeadExtension,
  leadOutcomesExtension,
];

export interface LeadDetailPageProps {
  id: string;
}

/** /leads/{id}: the leads feature's page with the parts other features add (docs/architecture.md). */
export function LeadDetailPage({ id }: LeadDetailPageProps) {
  return <LeadsFeaturePage id={id} extensions={extensions} />;
}

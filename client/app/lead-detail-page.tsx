import {
  type LeadPageExtension,
  LeadDetailPage as LeadsFeaturePage,
} from "../features/leads/components/lead-detail-page";

/**
 * The parts of the lead page other features draw (texts, action plans, the estimate, claiming), in the
 * order they appear. Each feature exports its extension; the leads feature never imports them.
 */
const extensions: LeadPageExtension[] = [];

export interface LeadDetailPageProps {
  id: string;
}

/** /leads/{id}: the leads feature's page with the parts other features add (docs/architecture.md). */
export function LeadDetailPage({ id }: LeadDetailPageProps) {
  return <LeadsFeaturePage id={id} extensions={extensions} />;
}

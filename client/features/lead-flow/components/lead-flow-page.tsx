import { PagePlaceholder } from "../../../components/page-placeholder";

export interface LeadFlowPageProps {
  type: "realtor" | "cash-offer";
}

export function LeadFlowPage({ type }: LeadFlowPageProps) {
  return <PagePlaceholder title={`Lead flow ${type}`} />;
}

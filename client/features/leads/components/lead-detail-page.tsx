import { PagePlaceholder } from "../../../components/page-placeholder";

export interface LeadDetailPageProps {
  id: string;
}

export function LeadDetailPage({ id }: LeadDetailPageProps) {
  return <PagePlaceholder title={`Lead detail ${id}`} />;
}

import { PagePlaceholder } from "../../../components/page-placeholder";

export interface SellersGuidePageProps {
  token: string;
}

export function SellersGuidePage(_props: SellersGuidePageProps) {
  return <PagePlaceholder title="Personalised seller's guide" />;
}

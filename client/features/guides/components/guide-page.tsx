import { PagePlaceholder } from "../../../components/page-placeholder";

export interface GuidePageProps {
  slug: string;
}

export function GuidePage({ slug }: GuidePageProps) {
  return <PagePlaceholder title={`Topic guide ${slug}`} />;
}

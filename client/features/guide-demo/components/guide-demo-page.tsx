import { PagePlaceholder } from "../../../components/page-placeholder";

export function GuideDemoPage() {
  return <PagePlaceholder title="Demo guide" />;
}

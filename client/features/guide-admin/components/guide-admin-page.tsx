import { PagePlaceholder } from "../../../components/page-placeholder";

export function GuideAdminPage() {
  return <PagePlaceholder title="Guide admin" />;
}

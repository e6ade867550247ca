import { PagePlaceholder } from "../../../components/page-placeholder";

export function GuideLibraryPage() {
  return <PagePlaceholder title="Seller's Guide Library" />;
}

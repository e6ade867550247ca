import { PagePlaceholder } from "../../../components/page-placeholder";

export function ImageTestPage() {
  return <PagePlaceholder title="Image upload test" />;
}

import { PagePlaceholder } from "../../../components/page-placeholder";

export function LandingPage() {
  return <PagePlaceholder title="Landing page" />;
}

import { lazy, Suspense } from "react";
import { Spinner } from "../../../components/ui/spinner";
import { loadCatalogueParts } from "../../../i18n/browser-i18n";

// The tab's code and its texts arrive together, when an admin first opens it.
const PrivacyPanel = lazy(async () => {
  const [module] = await Promise.all([import("./privacy-panel"), loadCatalogueParts(["privacy"])]);
  return { default: module.PrivacyPanel };
});

export interface PrivacyTabProps {
  isAdmin: boolean;
}

/** The admin dashboard's Privacy tab (decision 021): person view, export, erase, and the audit trail. */
export function PrivacyTab({ isAdmin }: PrivacyTabProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <PrivacyPanel isAdmin={isAdmin} />
    </Suspense>
  );
}

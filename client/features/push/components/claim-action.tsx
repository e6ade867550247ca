import { useEffect } from "react";
import { toast } from "../../../components/ui/use-toast";
import { useLocale, useT } from "../../../i18n/use-t";
import type { LeadPageContext } from "../../../lib/lead-page-extension";
import { useLeadOffer } from "../api/push";
import { registerServiceWorker, useStaffManifest } from "../utils/push-browser";
import { ClaimButton } from "./claim-button";

/**
 * The lead page's Claim button, shown while the lead is offered to me (first-to-claim). A notification's
 * Claim action opens the lead with `?claim=taken` when someone was faster: say so once.
 */
export function ClaimAction({ lead, live }: LeadPageContext) {
  const t = useT();
  useStaffManifest(useLocale());
  const offer = useLeadOffer(lead.id, live);
  useEffect(() => {
    void registerServiceWorker();
    const params = new URLSearchParams(window.location.search);
    if (params.get("claim") === "taken") toast({ title: t("push.claimTaken"), variant: "destructive" });
  }, [t]);
  if (offer.data?.status !== "open" || !offer.data.offeredToMe) return null;
  return <ClaimButton leadId={lead.id} />;
}

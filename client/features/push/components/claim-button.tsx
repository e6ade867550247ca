import { Hand } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { useClaimLead } from "../api/push";

export interface ClaimButtonProps {
  leadId: string;
  /** The seller's name, for the button's accessible name in a list. */
  name?: string;
  size?: "sm" | "md";
}

/** Claim: the lead becomes mine if nobody claimed it first (decision 036). */
export function ClaimButton({ leadId, name, size = "md" }: ClaimButtonProps) {
  const t = useT();
  const claim = useClaimLead();
  return (
    <Button
      size={size}
      onClick={() => claim.mutate(leadId)}
      disabled={claim.isPending}
      aria-label={name ? t("push.claimLead", { name }) : undefined}
    >
      <Hand className="h-4 w-4" aria-hidden="true" />
      {t("push.claim")}
    </Button>
  );
}

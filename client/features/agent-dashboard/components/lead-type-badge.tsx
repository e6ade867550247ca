import { clsx } from "clsx";
import type { StaffLead } from "../../../../contract/leads";

export interface LeadTypeBadgeProps {
  type: StaffLead["type"];
}

export function LeadTypeBadge({ type }: LeadTypeBadgeProps) {
  return (
    <span
      className={clsx(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
        type === "cash" ? "bg-amber-100 text-amber-900" : "bg-sky-100 text-sky-900",
      )}
    >
      {type === "cash" ? "Cash Offer" : "Realtor Service"}
    </span>
  );
}

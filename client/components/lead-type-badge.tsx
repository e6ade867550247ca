import { clsx } from "clsx";
import type { StaffLead } from "../../contract/leads";
import { useT } from "../i18n/use-t";

export interface LeadTypeBadgeProps {
  type: StaffLead["type"];
  size?: "sm" | "md";
}

/** Spec section 2: 'Cash Offer' if the type is cash, otherwise 'Realtor Service'. */
export function LeadTypeBadge({ type, size = "md" }: LeadTypeBadgeProps) {
  const t = useT();
  return (
    <span
      className={clsx(
        "inline-flex max-w-full shrink-0 items-center rounded-full font-semibold",
        size === "sm" ? "px-2.5 py-0.5 text-xs" : "px-3 py-1 text-sm",
        type === "cash" ? "bg-amber-100 text-amber-900" : "bg-sky-100 text-sky-900",
      )}
    >
      {type === "cash" ? t("staff.leadType.cash") : t("staff.leadType.realtor")}
    </span>
  );
}

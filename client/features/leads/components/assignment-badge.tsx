import { UserCheck } from "lucide-react";
import { useT } from "../../../i18n/use-t";

export interface AssignmentBadgeProps {
  /** From `assignmentLabel`: null when nobody is assigned. */
  label: string | null;
}

export function AssignmentBadge({ label }: AssignmentBadgeProps) {
  const t = useT();
  if (label === null) {
    return (
      <span className="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
        {t("leads.notAssigned")}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
      <UserCheck className="h-4 w-4 text-brand-700" aria-hidden="true" />
      {label}
    </span>
  );
}

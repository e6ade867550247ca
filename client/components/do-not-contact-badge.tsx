import { Ban } from "lucide-react";
import { useT } from "../i18n/use-t";

/** Marks a represented seller ('Agent Represented – Do Not Contact') wherever a lead is listed. */
export function DoNotContactBadge() {
  const t = useT();
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200">
      <Ban className="h-3.5 w-3.5" aria-hidden="true" />
      {t("staff.doNotContact")}
    </span>
  );
}

import { EyeOff } from "lucide-react";
import { useT } from "../i18n/use-t";

/** Marks a lead whose person was erased (decision 021): its personal fields are empty on purpose. */
export function ErasedBadge() {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
      <EyeOff className="h-3.5 w-3.5" aria-hidden="true" />
      {t("common.erased")}
    </span>
  );
}

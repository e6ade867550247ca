import { Loader2 } from "lucide-react";
import { useT } from "../../i18n/use-t";

export interface SpinnerProps {
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
      <span className="sr-only">{label ?? t("common.loading")}</span>
    </div>
  );
}

import { Loader2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";

/** An inline loading line, small enough for a card or a dialog. */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-6 text-slate-600">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
      {text}
    </p>
  );
}

/** A failed load with a way to try again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
      <p className="text-slate-700">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t("common.tryAgain")}
      </Button>
    </div>
  );
}

import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";

export interface LoadErrorProps {
  message: string;
  onRetry: () => void;
}

/** A failed load, with a way to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const t = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-red-800">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t("common.tryAgain")}
      </Button>
    </div>
  );
}

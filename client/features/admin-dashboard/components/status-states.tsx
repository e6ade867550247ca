import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { errorText } from "../api/notify";

export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center gap-2 py-8 text-sm text-slate-600">
      <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" />
      {text}
    </div>
  );
}

export interface ErrorStateProps {
  text: string;
  error?: unknown;
  onRetry?: () => void;
}

/** What failed, the server's reason, and a way to try again. */
export function ErrorState({ text, error, onRetry }: ErrorStateProps) {
  const t = useT();
  return (
    <div role="alert" className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>
        {text}
        {error !== undefined && <span className="block text-red-700">{errorText(error, t)}</span>}
      </p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="justify-self-start" onClick={onRetry}>
          {t("common.tryAgain")}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
      {children}
    </div>
  );
}

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { errorMessage } from "../../../lib/error-message";

export interface QueryStateProps {
  query: UseQueryResult<unknown>;
  loading: string;
  /** The empty-state text, or null when there is something to show. */
  empty: string | null;
  children: ReactNode;
}

/** Loading text, an error with a retry, the empty text, or the content. */
export function QueryState({ query, loading, empty, children }: QueryStateProps) {
  const t = useT();
  if (query.isPending) return <p className="py-6 text-center text-slate-500">{loading}</p>;
  if (query.isError && query.data === undefined) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center text-slate-700">
        <p>{errorMessage(query.error, t)}</p>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t("leads.tryAgain")}
        </Button>
      </div>
    );
  }
  if (empty !== null) return <p className="py-6 text-center text-slate-500">{empty}</p>;
  return <>{children}</>;
}

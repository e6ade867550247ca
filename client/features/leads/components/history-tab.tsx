import { useHistory } from "../api/get-history";
import { HistoryItem } from "./history-item";
import { QueryState } from "./query-state";

export interface HistoryTabProps {
  leadId: string;
  live: boolean;
}

export function HistoryTab({ leadId, live }: HistoryTabProps) {
  const history = useHistory(leadId, live);
  const entries = history.data ?? [];
  return (
    <QueryState query={history} loading="Loading history..." empty={entries.length === 0 ? "No history yet" : null}>
      <ul className="grid gap-3" aria-label="History">
        {entries.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ul>
    </QueryState>
  );
}

import { useT } from "../../../i18n/use-t";
import { useHistory } from "../api/get-history";
import { HistoryItem } from "./history-item";
import { QueryState } from "./query-state";

export interface HistoryTabProps {
  leadId: string;
  live: boolean;
}

export function HistoryTab({ leadId, live }: HistoryTabProps) {
  const t = useT();
  const history = useHistory(leadId, live);
  const entries = history.data ?? [];
  return (
    <QueryState
      query={history}
      loading={t("leads.history.loading")}
      empty={entries.length === 0 ? t("leads.history.none") : null}
    >
      <ul className="grid gap-3" aria-label={t("leads.tabs.history")}>
        {entries.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} />
        ))}
      </ul>
    </QueryState>
  );
}

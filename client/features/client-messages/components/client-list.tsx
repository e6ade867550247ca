import { clsx } from "clsx";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import type { StaffClient } from "../api/get-staff-clients";
import { clientName } from "../utils/format";

export interface ClientListProps {
  clients: StaffClient[];
  selectedId: number;
  onSelect: (id: number) => void;
}

export function ClientList({ clients, selectedId, onSelect }: ClientListProps) {
  const t = useT();
  const format = useFormat();
  return (
    <nav aria-label={t("clientMessages.clients")} className="rounded-xl border border-slate-200 bg-white">
      <ul className="divide-y divide-slate-100">
        {clients.map((client) => (
          <li key={client.id}>
            <button
              type="button"
              onClick={() => onSelect(client.id)}
              aria-current={client.id === selectedId ? "true" : undefined}
              className={clsx(
                "grid w-full gap-0.5 px-4 py-3 text-left hover:bg-slate-50",
                client.id === selectedId && "bg-brand-50",
              )}
            >
              <span className="font-medium text-slate-900">{clientName(client)}</span>
              {client.fullName?.trim() && <span className="truncate text-sm text-slate-600">{client.email}</span>}
              <span className="text-xs text-slate-500">
                {client.lastMessageAt
                  ? t("clientMessages.lastMessage", { date: format.dateTime(client.lastMessageAt) })
                  : t("clientMessages.noMessages")}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import {
  ArrowRight,
  BellOff,
  BellPlus,
  BellRing,
  Columns3,
  FilePenLine,
  FileUp,
  Mail,
  Merge,
  MessageSquarePlus,
  MessageSquareText,
  MessageSquareX,
  Phone,
  PhoneCall,
  RefreshCw,
  Sparkles,
  UserCheck,
} from "lucide-react";
import type { HistoryEntry } from "../../../../contract/crm";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { type ChangeType, historyDetails, historyLabel } from "../utils/history-format";

const icons: Record<ChangeType, typeof ArrowRight> = {
  note_add: MessageSquarePlus,
  note_edit: MessageSquareText,
  note_delete: MessageSquareX,
  reminder_add: BellPlus,
  reminder_update: BellRing,
  reminder_delete: BellOff,
  edit: FilePenLine,
  assignment: UserCheck,
  status_change: RefreshCw,
  stage_change: Columns3,
  contact_logged: PhoneCall,
  merge: Merge,
  import: FileUp,
  text: MessageSquareText,
  engagement: Sparkles,
  email: Mail,
  call: Phone,
};

export interface HistoryItemProps {
  entry: HistoryEntry;
}

export function HistoryItem({ entry }: HistoryItemProps) {
  const Icon = icons[entry.changeType];
  const t = useT();
  const format = useFormat();
  const details = historyDetails(entry, t, format.locale);
  const who =
    entry.userName ??
    (entry.userId === null ? t("leads.history.system") : t("leads.history.user", { id: String(entry.userId) }));
  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <span className="h-fit rounded-full bg-brand-50 p-2 text-brand-700">
        <Icon className="h-4 w-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-semibold text-slate-900">{historyLabel(t, entry.changeType)}</p>
          <p className="text-slate-500">{format.dateTime(entry.createdAt)}</p>
        </div>
        {details.field && <p className="text-slate-600">{t("leads.history.field", { field: details.field })}</p>}
        {details.change && (
          <p className="flex flex-wrap items-center gap-1.5 break-words">
            <span className="text-slate-600">{details.change.from}</span>
            <ArrowRight className="h-3.5 w-3.5 text-slate-400" aria-label={t("leads.history.changedTo")} />
            <span className="font-medium text-slate-900">{details.change.to}</span>
          </p>
        )}
        {details.added && <p className="break-words whitespace-pre-line text-slate-800">{details.added}</p>}
        {details.deleted && (
          <p className="break-words whitespace-pre-line text-slate-600">
            {t("leads.history.deleted", { content: details.deleted })}
          </p>
        )}
        {details.notes && (
          <p className="break-words text-slate-600">{t("leads.history.notes", { notes: details.notes })}</p>
        )}
        <p className="text-slate-500">{t("leads.history.by", { name: who })}</p>
      </div>
    </li>
  );
}

import { Inbox, Mail, MailWarning, MessageSquarePlus } from "lucide-react";
import type { ReactNode } from "react";
import type { LeadStory } from "../../../../contract/lead-story";
import type { StaffLead } from "../../../../contract/leads";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useHistory } from "../api/get-history";
import { useNotes } from "../api/get-notes";
import { buildTimeline, type TimelineItem } from "../utils/timeline";
import { HistoryItem } from "./history-item";

export interface TimelineTabProps {
  lead: StaffLead;
  /** The lead's story (its e-mails); undefined while it loads. */
  story: LeadStory | undefined;
  live: boolean;
}

function Entry({ icon, title, at, children }: { icon: ReactNode; title: string; at: string; children: ReactNode }) {
  const format = useFormat();
  return (
    <li className="flex min-w-0 gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <span className="h-fit rounded-full bg-brand-50 p-2 text-brand-700">{icon}</span>
      <div className="grid min-w-0 flex-1 gap-1 text-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-semibold text-slate-900">{title}</p>
          <p className="text-slate-500">{format.dateTime(at)}</p>
        </div>
        {children}
      </div>
    </li>
  );
}

function TimelineEntry({ item }: { item: TimelineItem }) {
  const t = useT();
  const iconClass = "h-4 w-4";
  switch (item.kind) {
    case "history":
      return <HistoryItem entry={item.entry} />;
    case "received":
      return (
        <Entry
          icon={<Inbox className={iconClass} aria-hidden="true" />}
          title={t("leads.timeline.received")}
          at={item.at}
        >
          <p className="text-slate-600">
            {t("leads.timeline.receivedFrom", {
              source: item.source === "direct" || !item.source ? t("leads.story.direct") : item.source,
            })}
          </p>
        </Entry>
      );
    case "note":
      return (
        <Entry
          icon={<MessageSquarePlus className={iconClass} aria-hidden="true" />}
          title={t("leads.timeline.note")}
          at={item.at}
        >
          <p className="break-words whitespace-pre-line text-slate-800">{item.note.content}</p>
          {item.note.authorName && (
            <p className="text-slate-500">{t("leads.history.by", { name: item.note.authorName })}</p>
          )}
        </Entry>
      );
    case "email": {
      const Icon = item.email.status === "failed" ? MailWarning : Mail;
      return (
        <Entry
          icon={<Icon className={iconClass} aria-hidden="true" />}
          title={t(`leads.timeline.email.${item.email.status}`)}
          at={item.at}
        >
          <p className="break-words text-slate-800">
            {t("leads.timeline.email.subject", { subject: item.email.subject })}
          </p>
          <p className="break-words text-slate-600">{t("leads.timeline.email.to", { to: item.email.to })}</p>
        </Entry>
      );
    }
  }
}

/** History, notes and e-mails of the lead in one order, newest first. */
export function TimelineTab({ lead, story, live }: TimelineTabProps) {
  const t = useT();
  const history = useHistory(lead.id, live);
  const notes = useNotes(lead.id, live);
  if (history.isPending || notes.isPending) {
    return <p className="py-6 text-center text-slate-500">{t("leads.timeline.loading")}</p>;
  }
  const items = buildTimeline(lead, history.data ?? [], notes.data ?? [], story?.emails ?? []);
  return (
    <ul className="grid gap-3" aria-label={t("leads.tabs.timeline")}>
      {items.map((item) => (
        <TimelineEntry key={item.key} item={item} />
      ))}
    </ul>
  );
}

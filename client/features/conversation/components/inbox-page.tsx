import { Link } from "wouter";
import type { InboxItem } from "../../../../contract/conversation";
import { LiveStatus } from "../../../components/live-status";
import { useT } from "../../../i18n/use-t";
import { useLiveEvents } from "../../../lib/live-events";
import { useNow } from "../../../lib/use-now";
import { useInbox } from "../api/conversation";
import { useAnswerWaitingLabel } from "./waiting";

function Row({ item, now }: { item: InboxItem; now: number }) {
  const t = useT();
  const waiting = useAnswerWaitingLabel(item.waitingSince, now);
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3" data-testid="inbox-item">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link className="font-semibold text-brand-800 underline" href={`/leads/${encodeURIComponent(item.leadId)}`}>
          {item.name ?? t("inbox.unnamed")}
        </Link>
        <span className="text-sm text-slate-600" data-testid="inbox-waiting">
          {waiting}
        </span>
      </div>
      <p className="break-words text-sm text-slate-700">
        <span className="font-medium">
          {t(item.channel === "text" ? "conversation.kind.text" : "conversation.kind.email")}
        </span>
        {" · "}
        {item.excerpt}
      </p>
    </li>
  );
}

/** /inbox: every conversation whose last message is the seller's and unanswered, oldest first, live (decision 051). */
export function InboxPage() {
  const t = useT();
  const { live } = useLiveEvents();
  const inbox = useInbox(live);
  const now = useNow(30_000);
  return (
    <main className="mx-auto grid w-full max-w-3xl gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900" tabIndex={-1}>
          {t("inbox.title")}
        </h1>
        <LiveStatus live={live} />
      </div>
      <p className="text-sm text-slate-600">{t("inbox.intro")}</p>
      {inbox.isPending ? (
        <p className="text-sm text-slate-500">{t("inbox.loading")}</p>
      ) : inbox.isError ? (
        <p className="text-sm text-red-700">{t("inbox.error")}</p>
      ) : (inbox.data?.items.length ?? 0) === 0 ? (
        <p className="text-sm text-slate-500">{t("inbox.empty")}</p>
      ) : (
        <ol className="grid gap-2" aria-label={t("inbox.title")}>
          {inbox.data?.items.map((item) => (
            <Row key={item.leadId} item={item} now={now} />
          ))}
        </ol>
      )}
    </main>
  );
}

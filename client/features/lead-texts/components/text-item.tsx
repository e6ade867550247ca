import { clsx } from "clsx";
import type { LeadText } from "../../../../contract/texting";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";

const statusTone: Record<LeadText["status"], string> = {
  queued: "bg-slate-100 text-slate-700",
  sent: "bg-sky-100 text-sky-800",
  delivered: "bg-emerald-100 text-emerald-800",
  failed: "bg-red-100 text-red-800",
  undelivered: "bg-red-100 text-red-800",
  received: "bg-slate-100 text-slate-700",
};

/** One text of the thread: who wrote it, when, its words and its delivery status. */
export function TextItem({ text }: { text: LeadText }) {
  const t = useT();
  const format = useFormat();
  const incoming = text.direction === "in";
  const author =
    text.author.kind === "agent"
      ? (text.author.name ?? t("leadTexts.author.agent"))
      : t(
          text.author.kind === "seller"
            ? "leadTexts.author.seller"
            : text.author.kind === "assistant"
              ? "leadTexts.author.assistant"
              : "leadTexts.author.automatic",
        );
  return (
    <li
      className={clsx("grid max-w-[85%] gap-1", incoming ? "justify-self-start" : "justify-self-end")}
      data-direction={text.direction}
      data-testid="text-item"
    >
      <p className="sr-only">{t(incoming ? "leadTexts.direction.in" : "leadTexts.direction.out")}</p>
      <div
        className={clsx(
          "whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm",
          incoming ? "bg-slate-100 text-slate-900" : "bg-brand-700 text-white",
        )}
      >
        {text.body}
      </div>
      <p className={clsx("flex flex-wrap items-center gap-2 text-xs text-slate-600", !incoming && "justify-end")}>
        <span className="font-medium">{author}</span>
        <time dateTime={text.createdAt}>{format.dateTime(text.createdAt)}</time>
        <span className={clsx("rounded px-1.5 py-0.5 font-medium", statusTone[text.status])} data-testid="text-status">
          {t(`leadTexts.status.${text.status}`)}
        </span>
      </p>
    </li>
  );
}

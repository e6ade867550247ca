import { Link } from "wouter";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useTextOutbox } from "../api/texts";

/** The text outbox for admins: what waits (all of it without a provider), what went and what failed. */
export function TextOutboxList() {
  const t = useT();
  const format = useFormat();
  const outbox = useTextOutbox();
  const rows = outbox.data ?? [];
  return (
    <section className="grid gap-3" aria-labelledby="text-outbox-title">
      <h2 id="text-outbox-title" className="text-lg font-semibold text-slate-900">
        {t("leadTexts.outbox.title")}
      </h2>
      {outbox.isPending ? (
        <p className="text-sm text-slate-500">{t("leadTexts.outbox.loading")}</p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t("leadTexts.outbox.none")}</p>
      ) : (
        <ul className="grid gap-2">
          {rows.map((row) => (
            <li key={row.id} className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm">
              <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                <span className="font-medium">{t(`leadTexts.outbox.status.${row.status}`)}</span>
                <time dateTime={row.createdAt}>{format.dateTime(row.createdAt)}</time>
                <span>{t("leadTexts.outbox.attempts", { count: row.attempts })}</span>
                <Link href={`/leads/${encodeURIComponent(row.leadId)}`} className="text-brand-700 underline">
                  {t("leadTexts.outbox.openLead")}
                </Link>
              </p>
              <p className="break-words text-slate-700">
                {t("leadTexts.outbox.to", {
                  name: row.leadName ?? t("leadTexts.outbox.unnamed"),
                  number: row.to ?? t("leadTexts.outbox.noNumber"),
                })}
              </p>
              <p className="whitespace-pre-wrap break-words text-slate-900">{row.body}</p>
              {row.lastError && <p className="text-xs text-red-700">{row.lastError}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

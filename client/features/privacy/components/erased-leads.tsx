import { Link } from "wouter";
import { useT } from "../../../i18n/use-t";

export interface ErasedLeadsProps {
  ids: string[];
}

/** The leads an erase just anonymised, by id (nothing else is left to name them by). */
export function ErasedLeads({ ids }: ErasedLeadsProps) {
  const t = useT();
  return (
    <section
      aria-labelledby="privacy-erased-title"
      className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="privacy-erased-title" className="text-lg font-semibold text-slate-900">
        {t("privacy.erased.heading")}
      </h3>
      <ul className="grid gap-2">
        {ids.map((id) => (
          <li key={id} className="flex flex-wrap items-center gap-3 text-sm">
            <Link href={`/leads/${id}`} className="font-mono text-brand-700 underline">
              {id}
            </Link>
            <span className="rounded bg-slate-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t("privacy.lead.erased")}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

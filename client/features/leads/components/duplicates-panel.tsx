import { Copy } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { DuplicateList } from "../../../../contract/crm";
import type { StaffLead } from "../../../../contract/leads";
import { Button } from "../../../components/ui/button";
import { type Translate, useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { useDuplicates } from "../api/get-duplicates";
import { MergeChooser } from "./merge-chooser";

export interface DuplicatesPanelProps {
  lead: StaffLead;
}

const reasonText = (reasons: DuplicateList[number]["reasons"], t: Translate) =>
  reasons
    .map((r) => (r === "email" ? t("leads.duplicates.email") : t("leads.duplicates.phone")))
    .reduce((first, second) => t("leads.duplicates.and", { first, second }));

/** 'Possible duplicate': other leads that may be the same person, each with a way to merge it here. */
export function DuplicatesPanel({ lead }: DuplicatesPanelProps) {
  const t = useT();
  const format = useFormat();
  const duplicates = useDuplicates(lead.id);
  const [merging, setMerging] = useState<StaffLead | null>(null);
  if (!duplicates.data || duplicates.data.length === 0) return null;
  return (
    <section aria-labelledby="duplicates-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6">
      <h2 id="duplicates-heading" className="flex items-center gap-2 text-lg font-semibold text-amber-950">
        <Copy className="h-5 w-5" aria-hidden="true" />
        {t("leads.duplicates.title")}
      </h2>
      <p className="mt-1 text-sm text-amber-900">{t("leads.duplicates.intro")}</p>
      <ul className="mt-3 grid gap-2">
        {duplicates.data.map(({ lead: other, reasons }) => (
          <li
            key={other.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-200 bg-white p-3"
          >
            <div className="min-w-0 text-sm">
              <Link
                href={`/leads/${encodeURIComponent(other.id)}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {other.fullName || t("leads.unnamed")}
              </Link>
              <p className="text-slate-600">
                {[other.email, other.phone, t("leads.duplicates.created", { date: format.day(other.createdAt) })]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              <p className="text-xs text-amber-900">
                {t("leads.duplicates.matched", { reasons: reasonText(reasons, t) })}
              </p>
            </div>
            <Button variant="secondary" onClick={() => setMerging(other)}>
              {t("leads.duplicates.merge")}
            </Button>
          </li>
        ))}
      </ul>
      {merging && <MergeChooser lead={lead} other={merging} onDone={() => setMerging(null)} />}
    </section>
  );
}

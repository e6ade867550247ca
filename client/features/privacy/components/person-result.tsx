import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { EraseResult, PersonRecord } from "../../../../contract/privacy";
import { Button } from "../../../components/ui/button";
import { useT } from "../../../i18n/use-t";
import { formatDateTime } from "../../../lib/format";
import { type PersonQuery, personExportUrl } from "../api/get-person";
import { EraseDialog } from "./erase-dialog";

const sections = [
  "leads",
  "mergedLeads",
  "notes",
  "reminders",
  "history",
  "contacts",
  "sellersGuides",
  "clientAccounts",
  "clientSessions",
  "messages",
  "clientChecklist",
  "clientActivity",
  "emails",
  "webhookDeliveries",
  "consentEvents",
  "suppressions",
] as const satisfies readonly (keyof PersonRecord)[];

export interface PersonResultProps {
  query: PersonQuery;
  record: PersonRecord;
  onErased: (result: EraseResult) => void;
}

interface LeadLine {
  id: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string;
  erasedAt: string | null;
}

/** The e-mails and phones the person's live records hold: what the erase confirmation may name. */
function heldContacts(leads: LeadLine[], accounts: { email?: string | null }[]) {
  const live = leads.filter((l) => !l.erasedAt);
  const emails = [...live.map((l) => l.email), ...accounts.map((a) => a.email)].filter(
    (e): e is string => typeof e === "string" && e.includes("@") && !e.endsWith("@erased.invalid"),
  );
  const phones = live.map((l) => l.phone).filter((p): p is string => Boolean(p));
  return { emails: [...new Set(emails.map((e) => e.toLowerCase()))], phones };
}

/** What the person view found: counts per kind of record, their leads, Export and Erase. */
export function PersonResult({ query, record, onErased }: PersonResultProps) {
  const t = useT();
  const [erasing, setErasing] = useState(false);
  const who = query.email ?? query.phone ?? "";
  const leads = record.leads as unknown as LeadLine[];
  const held = record.leads.length + record.clientAccounts.length;
  const live = leads.some((l) => !l.erasedAt) || record.clientAccounts.some((a) => a.isActive === true);
  const person = heldContacts(leads, record.clientAccounts as unknown as { email?: string | null }[]);

  if (held === 0 && record.consentEvents.length === 0 && record.suppressions.length === 0)
    return <p className="text-sm text-slate-600">{t("privacy.search.nobody", { who })}</p>;

  return (
    <section
      aria-labelledby="privacy-person-title"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="privacy-person-title" className="text-lg font-semibold text-slate-900 break-all">
          {t("privacy.person.title", { who })}
        </h3>
        {held > 0 && (
          <div className="flex flex-wrap gap-2">
            <a
              href={personExportUrl(query)}
              download
              className="inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              <Download className="h-4 w-4" aria-hidden="true" />
              {t("privacy.export")}
            </a>
            {live && (
              <Button variant="destructive" size="sm" onClick={() => setErasing(true)}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                {t("privacy.erase")}
              </Button>
            )}
          </div>
        )}
      </div>
      {held === 0 && <p className="text-sm text-slate-600">{t("privacy.person.hashesOnly")}</p>}
      <dl aria-label={t("privacy.person.counts")} className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {sections.map((section) => (
          <div key={section} className="flex justify-between gap-2 border-b border-slate-100 py-1">
            <dt className="text-slate-600">{t(`privacy.section.${section}`)}</dt>
            <dd className="font-medium tabular-nums text-slate-900">{record[section].length}</dd>
          </div>
        ))}
      </dl>
      {leads.length > 0 && (
        <ul className="grid gap-2">
          {leads.map((lead) => (
            <li
              key={lead.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-slate-50 px-3 py-2 text-sm"
            >
              <Link href={`/leads/${lead.id}`} className="font-medium text-brand-700 underline">
                {lead.fullName || t("privacy.lead.unnamed")}
              </Link>
              {lead.erasedAt && (
                <span className="rounded bg-slate-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {t("privacy.lead.erased")}
                </span>
              )}
              <span className="text-slate-600">{[lead.email, lead.phone].filter(Boolean).join(" · ")}</span>
              <span className="text-slate-500">
                {t("privacy.lead.created", { date: formatDateTime(lead.createdAt) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <EraseDialog open={erasing} query={query} person={person} onClose={() => setErasing(false)} onErased={onErased} />
    </section>
  );
}

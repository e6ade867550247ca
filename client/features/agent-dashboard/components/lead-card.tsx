import { Calendar, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "wouter";
import { isDoNotContact } from "../../../../contract/constants";
import type { StaffLead } from "../../../../contract/leads";
import { DoNotContactBadge } from "../../../components/do-not-contact-badge";
import { ErasedBadge } from "../../../components/erased-badge";
import { LeadTypeBadge } from "../../../components/lead-type-badge";
import { StageBadge } from "../../../components/stage-badge";
import { WaitingClock } from "../../../components/waiting-clock";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { fullAddress } from "../utils/format";

export interface LeadCardProps {
  lead: StaffLead;
}

/** One lead in the list; the whole card is the link to /leads/{id}. */
export function LeadCard({ lead }: LeadCardProps) {
  const t = useT();
  const format = useFormat();
  const address = fullAddress(lead, t("agentDashboard.card.unit"));
  return (
    <Link
      href={`/leads/${lead.id}`}
      className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:border-brand-600"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900 break-words">{lead.fullName || t("agentDashboard.unnamedLead")}</h3>
        {lead.erasedAt && <ErasedBadge />}
        <LeadTypeBadge type={lead.type} size="sm" />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <StageBadge stage={lead.stage} />
        <WaitingClock since={lead.waitingSince} />
      </p>
      {isDoNotContact(lead) ? (
        <p className="mt-1">
          <DoNotContactBadge />
        </p>
      ) : (
        lead.tag && (
          <p className="mt-1 inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
            {lead.tag}
          </p>
        )
      )}
      <dl className="mt-2 grid gap-1 text-sm text-slate-600 sm:grid-cols-2">
        <Detail icon={MapPin} label={t("agentDashboard.card.address")} wide>
          {address || t("agentDashboard.card.noAddress")}
        </Detail>
        <Detail icon={Calendar} label={t("agentDashboard.card.created")}>
          {format.day(lead.createdAt)}
        </Detail>
        <Detail icon={Phone} label={t("agentDashboard.card.phone")}>
          {lead.phone || "—"}
        </Detail>
        <Detail icon={Mail} label={t("agentDashboard.card.email")} wide>
          {lead.email || "—"}
        </Detail>
      </dl>
    </Link>
  );
}

interface DetailProps {
  icon: typeof MapPin;
  label: string;
  wide?: boolean;
  children: string;
}

function Detail({ icon: Icon, label, wide, children }: DetailProps) {
  return (
    <div className={wide ? "flex min-w-0 items-center gap-2 sm:col-span-2" : "flex min-w-0 items-center gap-2"}>
      <dt className="shrink-0">
        <Icon className="h-4 w-4 text-slate-400" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

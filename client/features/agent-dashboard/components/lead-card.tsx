import { Calendar, Mail, MapPin, Phone, UserX } from "lucide-react";
import { Link } from "wouter";
import { isDoNotContact, REPRESENTED_TAG } from "../../../../contract/constants";
import type { StaffLead } from "../../../../contract/leads";
import { DoNotContactBadge } from "../../../components/do-not-contact-badge";
import { ErasedBadge } from "../../../components/erased-badge";
import { LeadTypeBadge } from "../../../components/lead-type-badge";
import { StageBadge } from "../../../components/stage-badge";
import { WaitingClock } from "../../../components/waiting-clock";
import { useT } from "../../../i18n/use-t";
import { useFormat } from "../../../lib/use-format";
import { fullAddress } from "../utils/format";
import { leadTitle } from "../utils/lead-summary";

export interface LeadCardProps {
  lead: StaffLead;
}

/** One lead in the list; the whole card is the link to /leads/{id}. */
export function LeadCard({ lead }: LeadCardProps) {
  const t = useT();
  const format = useFormat();
  const address = fullAddress(lead, t("agentDashboard.card.unit"));
  const doNotContact = isDoNotContact(lead);
  return (
    <Link
      href={`/leads/${lead.id}`}
      className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:border-brand-600"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900 break-words">{leadTitle(lead, t)}</h3>
        {lead.erasedAt && <ErasedBadge />}
        <LeadTypeBadge type={lead.type} size="sm" />
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        {/* One do-not-contact badge: a represented seller's tag and the stage say the same thing. */}
        {doNotContact ? <DoNotContactBadge /> : <StageBadge stage={lead.stage} />}
        <WaitingClock since={lead.waitingSince} />
      </p>
      {lead.tag && lead.tag !== REPRESENTED_TAG && (
        <p className="mt-1 inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
          {lead.tag}
        </p>
      )}
      <dl className="mt-2 grid gap-1 text-sm text-slate-600 sm:grid-cols-2">
        {address && (
          <Detail icon={MapPin} label={t("agentDashboard.card.address")} wide>
            {address}
          </Detail>
        )}
        <Detail icon={Calendar} label={t("agentDashboard.card.created")}>
          {format.day(lead.createdAt)}
        </Detail>
        {lead.phone && (
          <Detail icon={Phone} label={t("agentDashboard.card.phone")}>
            {lead.phone}
          </Detail>
        )}
        {lead.email && (
          <Detail icon={Mail} label={t("agentDashboard.card.email")} wide>
            {lead.email}
          </Detail>
        )}
      </dl>
      {!address && !lead.phone && !lead.email && (
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
          <UserX className="h-4 w-4 text-slate-400" aria-hidden="true" />
          {t("agentDashboard.card.noContact")}
        </p>
      )}
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

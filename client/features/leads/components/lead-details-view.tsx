import { isDoNotContact } from "../../../../contract/constants";
import type { StaffLead } from "../../../../contract/leads";
import { useLocale, useT } from "../../../i18n/use-t";
import { locationWords, reasonWords } from "../utils/answer-words";
import { formatMoney, timeframeLabel, yesNo } from "../utils/lead-labels";
import { AssignmentBadge } from "./assignment-badge";
import { ConditionBar } from "./condition-bar";
import { DetailRow, DetailSection } from "./detail-section";

export interface LeadDetailsViewProps {
  lead: StaffLead;
  /** From `assignmentLabel`. */
  assignment: string | null;
}

/**
 * A tel: or mailto: link, or for a represented seller the same text as a disabled link (no href,
 * aria-disabled) saying why: nobody should call or e-mail them by a slip of the finger (docs/accessibility.md).
 */
function ContactAction({ href, text, blocked }: { href: string; text: string; blocked: boolean }) {
  const t = useT();
  if (blocked) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: the WAI-ARIA disabled-link pattern: an anchor without href
      <a role="link" aria-disabled="true" className="cursor-not-allowed text-slate-600">
        <span className="line-through">{text}</span>{" "}
        <span className="text-xs font-semibold text-red-800">{t("leads.doNotContact")}</span>
      </a>
    );
  }
  return (
    <a className="text-brand-700 hover:underline" href={href}>
      {text}
    </a>
  );
}

/** Personal, Property and Additional Details, read-only (spec section 2, lead detail). */
export function LeadDetailsView({ lead, assignment }: LeadDetailsViewProps) {
  const t = useT();
  const locale = useLocale();
  const notSpecified = <span className="text-slate-500">{t("leads.notSpecified")}</span>;
  const orNotSpecified = (value: string | null | undefined) => (value ? value : notSpecified);
  const boolValue = (value: boolean | null) => (value === null ? notSpecified : yesNo(value, t));
  const blocked = isDoNotContact(lead);
  const street = [lead.address, lead.unit && t("leads.unit", { unit: lead.unit })].filter(Boolean).join(", ");
  const region = [lead.city, lead.province, lead.postalCode].filter(Boolean).join(", ");
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <DetailSection title={t("leads.section.personal")}>
        <dl className="grid gap-3">
          <DetailRow label={t("leads.field.fullName")}>{orNotSpecified(lead.fullName)}</DetailRow>
          <DetailRow label={t("leads.field.phone")}>
            {lead.phone ? (
              <ContactAction href={`tel:${lead.phone}`} text={lead.phone} blocked={blocked} />
            ) : (
              notSpecified
            )}
          </DetailRow>
          <DetailRow label={t("leads.field.email")}>
            {lead.email ? (
              <ContactAction href={`mailto:${lead.email}`} text={lead.email} blocked={blocked} />
            ) : (
              notSpecified
            )}
          </DetailRow>
        </dl>
      </DetailSection>
      <DetailSection title={t("leads.section.property")}>
        <dl className="grid gap-3">
          <DetailRow label={t("leads.field.address")}>{orNotSpecified(street)}</DetailRow>
          <DetailRow label={t("leads.region")}>{orNotSpecified(region)}</DetailRow>
          <DetailRow label={t("leads.field.condition")}>
            <ConditionBar score={lead.condition} />
          </DetailRow>
        </dl>
      </DetailSection>
      <DetailSection title={t("leads.section.additional")}>
        <dl className="grid gap-3">
          <DetailRow label={t("leads.field.agentId")}>
            <AssignmentBadge label={assignment} />
          </DetailRow>
          <DetailRow label={t("leads.field.movingTimeframe")}>
            {lead.movingTimeframe ? timeframeLabel(t, lead.movingTimeframe) : notSpecified}
          </DetailRow>
          <DetailRow label={t("leads.field.hasMortgage")}>{boolValue(lead.hasMortgage)}</DetailRow>
          {lead.hasMortgage && (
            <>
              <DetailRow label={t("leads.field.mortgageAmount")}>
                {lead.mortgageAmount === null ? notSpecified : formatMoney(lead.mortgageAmount, t, locale)}
              </DetailRow>
              <DetailRow label={t("leads.field.paymentsOnTime")}>{boolValue(lead.paymentsOnTime)}</DetailRow>
            </>
          )}
          {lead.type === "realtor" && (
            <DetailRow label={t("leads.field.workingWithRealtor")}>{boolValue(lead.workingWithRealtor)}</DetailRow>
          )}
          {lead.movingReason && (
            <DetailRow label={t("leads.field.movingReason")}>{reasonWords(t, lead.movingReason)}</DetailRow>
          )}
          {lead.movingLocation && (
            <DetailRow label={t("leads.field.movingLocation")}>{locationWords(t, lead.movingLocation)}</DetailRow>
          )}
          {lead.comments && (
            <DetailRow label={t("leads.field.comments")}>
              <span className="whitespace-pre-line">{lead.comments}</span>
            </DetailRow>
          )}
        </dl>
      </DetailSection>
    </div>
  );
}

import { isDoNotContact } from "../../../../contract/constants";
import type { StaffLead } from "../../../../contract/leads";
import { formatMoney, timeframeLabels, yesNo } from "../utils/lead-labels";
import { AssignmentBadge } from "./assignment-badge";
import { ConditionBar } from "./condition-bar";
import { DetailRow, DetailSection } from "./detail-section";

export interface LeadDetailsViewProps {
  lead: StaffLead;
  /** From `assignmentLabel`. */
  assignment: string | null;
}

const notSpecified = <span className="text-slate-500">Not specified</span>;
const orNotSpecified = (value: string | null | undefined) => (value ? value : notSpecified);
const boolValue = (value: boolean | null) => (value === null ? notSpecified : yesNo(value));

/**
 * A tel: or mailto: link, or for a represented seller the same text as a disabled link (no href,
 * aria-disabled) saying why: nobody should call or e-mail them by a slip of the finger (issue 19).
 */
function ContactAction({ href, text, blocked }: { href: string; text: string; blocked: boolean }) {
  if (blocked) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: the WAI-ARIA disabled-link pattern: an anchor without href
      <a role="link" aria-disabled="true" className="cursor-not-allowed text-slate-600">
        <span className="line-through">{text}</span>{" "}
        <span className="text-xs font-semibold text-red-800">(Do Not Contact)</span>
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
  const blocked = isDoNotContact(lead);
  const street = [lead.address, lead.unit && `Unit ${lead.unit}`].filter(Boolean).join(", ");
  const region = [lead.city, lead.province, lead.postalCode].filter(Boolean).join(", ");
  return (
    <div className="grid gap-6 md:grid-cols-3">
      <DetailSection title="Personal Information">
        <dl className="grid gap-3">
          <DetailRow label="Full Name">{orNotSpecified(lead.fullName)}</DetailRow>
          <DetailRow label="Phone">
            {lead.phone ? (
              <ContactAction href={`tel:${lead.phone}`} text={lead.phone} blocked={blocked} />
            ) : (
              notSpecified
            )}
          </DetailRow>
          <DetailRow label="Email">
            {lead.email ? (
              <ContactAction href={`mailto:${lead.email}`} text={lead.email} blocked={blocked} />
            ) : (
              notSpecified
            )}
          </DetailRow>
        </dl>
      </DetailSection>
      <DetailSection title="Property Information">
        <dl className="grid gap-3">
          <DetailRow label="Address">{orNotSpecified(street)}</DetailRow>
          <DetailRow label="City / Province / Postal Code">{orNotSpecified(region)}</DetailRow>
          <DetailRow label="Property Condition">
            <ConditionBar score={lead.condition} />
          </DetailRow>
        </dl>
      </DetailSection>
      <DetailSection title="Additional Details">
        <dl className="grid gap-3">
          <DetailRow label="Assigned Agent">
            <AssignmentBadge label={assignment} />
          </DetailRow>
          <DetailRow label="Timeframe">
            {lead.movingTimeframe ? timeframeLabels[lead.movingTimeframe] : notSpecified}
          </DetailRow>
          <DetailRow label="Has Mortgage">{boolValue(lead.hasMortgage)}</DetailRow>
          {lead.hasMortgage && (
            <>
              <DetailRow label="Mortgage Amount">
                {lead.mortgageAmount === null ? notSpecified : formatMoney(lead.mortgageAmount)}
              </DetailRow>
              <DetailRow label="Current on Payments">{boolValue(lead.paymentsOnTime)}</DetailRow>
            </>
          )}
          {lead.type === "realtor" && (
            <DetailRow label="Under Contract with Another Realtor">{boolValue(lead.workingWithRealtor)}</DetailRow>
          )}
          {lead.movingReason && <DetailRow label="Moving Reason">{lead.movingReason}</DetailRow>}
          {lead.movingLocation && <DetailRow label="Moving To">{lead.movingLocation}</DetailRow>}
          {lead.comments && (
            <DetailRow label="Additional Comments">
              <span className="whitespace-pre-line">{lead.comments}</span>
            </DetailRow>
          )}
        </dl>
      </DetailSection>
    </div>
  );
}

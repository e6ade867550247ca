import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import type { EmailBlock } from "../../lib/email/render-email";
import { renderStaffEmail, type StaffRecipient, staffLeadLink } from "../../lib/email/staff-email";
import { fullAddress, type LeadRow } from "./leads.mapping";

/**
 * Tells an agent a lead is now theirs, or (taken) that it moved to someone else, in the agent's language
 * (decision 017, users.locale), on the brand's template (decision 050).
 * `idleMinutes`: the lead was reassigned by a pool after that long without activity.
 */
export async function assignmentEmail(
  kind: "lead_assigned" | "lead_reassigned_away",
  to: StaffRecipient,
  lead: LeadRow,
  brokerage: Brokerage,
  publicUrl: string,
  idleMinutes?: number,
): Promise<OutgoingEmail> {
  const t = emailTranslator(to.locale);
  const name = lead.fullName || t("email.lead.noName");
  const type = t(`email.lead.type.${lead.type}`);
  const link = staffLeadLink(publicUrl, lead.id);
  const reason: EmailBlock[] =
    idleMinutes === undefined ? [] : [{ kind: "text", text: t("email.assign.idle", { minutes: idleMinutes }) }];
  const address = fullAddress(lead).replace(/^Unit /, `${t("email.lead.unit")} `);
  const notGiven = t("email.lead.notGiven");
  const first = kind === "lead_assigned" ? t("email.assign.yours", { name }) : t("email.assign.away", { name });
  const blocks: EmailBlock[] =
    kind === "lead_assigned"
      ? [
          { kind: "lead", text: first },
          ...reason,
          {
            kind: "facts",
            rows: [
              { label: t("email.lead.label.type"), value: type },
              { label: t("email.lead.label.address"), value: address || notGiven },
              { label: t("email.lead.label.phone"), value: lead.phone || notGiven },
              { label: t("email.lead.label.email"), value: lead.email || notGiven },
            ],
          },
          { kind: "button", text: t("email.lead.open"), href: link },
        ]
      : [{ kind: "lead", text: first }, ...reason, { kind: "button", text: t("email.assign.lead"), href: link }];
  const { html, text } = await renderStaffEmail({
    locale: to.locale,
    brand: emailBrand(brokerage, publicUrl),
    preview: first,
    blocks,
  });
  return {
    kind,
    to: to.email,
    subject:
      kind === "lead_assigned" ? t("email.assign.subject", { name, type }) : t("email.assign.awaySubject", { name }),
    text,
    html,
    leadId: lead.id,
  };
}

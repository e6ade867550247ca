import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { Brokerage } from "../../../contract/settings";
import type { OutgoingEmail } from "../../integrations/mail/outbox";
import { emailBrand } from "../../lib/email/email-brand";
import { emailTranslator } from "../../lib/email/email-i18n";
import { renderStaffEmail, type StaffRecipient, staffLeadLink } from "../../lib/email/staff-email";
import { fullAddress, type LeadRow } from "./leads.mapping";

export type LeadAlertKind = "new_lead" | "lead_started" | "consultation_request";

/**
 * The staff alert: who, what kind, where, how to reach them, and the link to the lead, in each recipient's
 * language (users.locale); the seller's language is named in it, so that an agent who speaks it calls
 * (decision 017). A bare address (the brokerage's own) reads it in English.
 */
export async function leadAlertEmails(
  kind: LeadAlertKind,
  lead: LeadRow,
  recipients: (StaffRecipient | string)[],
  brokerage: Brokerage,
  publicUrl: string,
): Promise<OutgoingEmail[]> {
  const brand = emailBrand(brokerage, publicUrl);
  const byLocale = new Map<Locale, Promise<Omit<OutgoingEmail, "to">>>();
  const emails: OutgoingEmail[] = [];
  for (const recipient of recipients) {
    const to = typeof recipient === "string" ? { email: recipient, locale: DEFAULT_LOCALE } : recipient;
    let email = byLocale.get(to.locale);
    if (!email) {
      email = leadAlertIn(to.locale, kind, lead, brand, publicUrl);
      byLocale.set(to.locale, email);
    }
    emails.push({ ...(await email), to: to.email });
  }
  return emails;
}

async function leadAlertIn(
  locale: Locale,
  kind: LeadAlertKind,
  lead: LeadRow,
  brand: ReturnType<typeof emailBrand>,
  publicUrl: string,
): Promise<Omit<OutgoingEmail, "to">> {
  const t = emailTranslator(locale);
  const heading = t(`email.leadAlert.heading.${kind}`);
  const name = lead.fullName || t("email.leadAlert.noNameYet");
  const type = t(`email.lead.type.${lead.type}`);
  const sellerLocale: Locale = isLocale(lead.locale) ? lead.locale : DEFAULT_LOCALE;
  const address = fullAddress(lead).replace(/^Unit /, `${t("email.lead.unit")} `);
  const rows = [
    { label: t("email.lead.label.name"), value: name },
    { label: t("email.lead.label.type"), value: type },
    { label: t("email.lead.label.address"), value: address || t("email.leadAlert.noAddressYet") },
    { label: t("email.lead.label.phone"), value: lead.phone || t("email.lead.notGiven") },
    { label: t("email.lead.label.email"), value: lead.email || t("email.lead.notGiven") },
    { label: t("email.lead.label.language"), value: t(`email.lead.language.${sellerLocale}`) },
  ];
  if (lead.tag) rows.push({ label: t("email.lead.label.tag"), value: lead.tag });
  if (kind === "lead_started")
    rows.push({ label: t("email.lead.label.status"), value: t("email.leadAlert.stillFilling") });
  const title = t("email.leadAlert.for", { heading, brokerage: brand.name });
  const { html, text } = await renderStaffEmail({
    locale,
    brand,
    preview: `${name} (${type})`,
    blocks: [
      { kind: "lead", text: title },
      { kind: "facts", rows },
      { kind: "button", text: t("email.lead.open"), href: staffLeadLink(publicUrl, lead.id) },
    ],
  });
  return { kind, subject: t("email.leadAlert.subject", { heading, name, type }), text, html, leadId: lead.id };
}

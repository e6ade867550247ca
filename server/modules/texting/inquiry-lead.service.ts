import { parsePhone } from "../../../contract/phone-number";
import type { Database } from "../../db/client";
import { recordInquiryConsent } from "../consent/consent.service";
import { claimLeadId, updateLead } from "../leads/lead-records.service";
import { newLeadId } from "../leads/leads.service";

const inquiryChannels = {
  sms: { source: "sms", contactMethod: "Text" },
  phone: { source: "phone", contactMethod: "Phone" },
} as const;

/**
 * An unknown number's first text or call: a new lead (source `sms` or `phone`), final, with implied consent
 * from the inquiry in the ledger. The caller finalises it (routing, alerts, acknowledgement).
 */
export async function leadFromInquiry(tx: Database, phone: string, now: Date, channel: keyof typeof inquiryChannels) {
  const { source, contactMethod } = inquiryChannels[channel];
  const id = newLeadId();
  await claimLeadId(tx, id, null);
  const lead = await updateLead(tx, id, {
    source,
    status: "Contacted",
    phone: parsePhone(phone)?.formatted ?? phone,
    phoneE164: phone,
    contactMethod,
    consentBasis: "implied",
    consentTextVersion: `${channel}:implied`,
    submittedAt: now,
    staffNotifiedAt: now,
  });
  await recordInquiryConsent(
    tx,
    {
      leadId: id,
      email: null,
      phone,
      channel,
      form: `${channel}-inbound`,
      textVersion: null,
      locale: lead.locale,
      ip: null,
      at: now,
    },
    { marketing: false },
  );
  return lead;
}

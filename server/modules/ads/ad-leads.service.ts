import type { AdPlatform } from "../../../contract/ads";
import { adPlatformSource } from "../../../contract/ads";
import type { Database } from "../../db/client";
import { isSuppressedContact, recordInquiryConsent } from "../consent/consent.service";
import type { LeadRow, LeadValues } from "../leads/index";
import { keptSubmissions, toE164 } from "../leads/index";
import { claimLeadId, findLead, updateLead } from "../leads/lead-records.service";
import { finaliseLead, newLeadId } from "../leads/leads.service";
import { consentTextVersionWithPolicy, readPolicyVersion } from "../privacy-policy/privacy-policy.service";
import type { MappedAdLead } from "./ad-field-mapping";
import { claimAdLead, findAdLead } from "./ads.repository";

/** One lead as an ad platform delivered it, mapped. */
export interface AdLeadInput {
  platform: AdPlatform;
  /** The platform's lead id (Meta `leadgen_id`, Google `lead_id`): one lead per id, ever. */
  externalId: string;
  mapped: MappedAdLead;
  ids: {
    campaignId: string | null;
    campaignName: string | null;
    adsetId: string | null;
    adId: string | null;
    formId: string | null;
    gclId: string | null;
  };
  isTest: boolean;
  /** The disclaimer granted marketing e-mail (a ticked box the admin mapped to it). */
  marketing: boolean;
  /** The platform's payload, kept with the lead as any submission is. */
  body: unknown;
}

export interface AdLeadResult {
  lead: LeadRow;
  created: boolean;
  queuedEmails: boolean;
}

class AdLeadReplayed extends Error {}

/** The form the ledger names: the platform and its form id. */
const consentForm = (input: AdLeadInput) => `${input.platform}-lead-form/${input.ids.formId ?? "unknown"}`;

/**
 * Makes an ad platform's lead a final lead (decision 053), in one transaction, as any final lead: the same
 * finalisation (routed, dealt, webhooks, live screens, the seller's acknowledgements, the staff alert),
 * duplicates found on read by its e-mail and phone, suppression and the consent ledger as a web inquiry.
 * The platform's lead id is claimed in the same transaction: a replay (or a concurrent copy) finds the
 * lead the first made and changes nothing.
 */
export async function createAdLead(
  db: Database,
  input: AdLeadInput,
  context: { now: Date; publicUrl: string },
): Promise<AdLeadResult> {
  const earlier = await replayOf(db, input.platform, input.externalId);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const id = newLeadId();
      await claimLeadId(tx, id, null);
      const claimed = await claimAdLead(tx, {
        platform: input.platform,
        externalId: input.externalId,
        leadId: id,
        ...input.ids,
        isTest: input.isTest,
        receivedAt: context.now,
      });
      if (!claimed) throw new AdLeadReplayed();
      const lead = await updateLead(tx, id, leadValues(input, context.now));
      const contact = { email: lead.email, phone: lead.phone };
      if (await isSuppressedContact(tx, contact)) await updateLead(tx, id, { doNotEmail: true });
      await recordInquiryConsent(
        tx,
        {
          leadId: id,
          ...contact,
          channel: input.platform,
          form: consentForm(input),
          textVersion: consentTextVersionWithPolicy(lead.consentTextVersion, await readPolicyVersion(tx)),
          locale: lead.locale,
          ip: null,
          at: context.now,
        },
        { marketing: input.marketing },
      );
      const fresh = (await findLead(tx, id)) as LeadRow;
      const finalised = await finaliseLead(tx, fresh, context.now, context.publicUrl);
      return { lead: finalised.lead, created: true, queuedEmails: finalised.queuedEmails };
    });
  } catch (error) {
    if (!(error instanceof AdLeadReplayed)) throw error;
    const replay = await replayOf(db, input.platform, input.externalId);
    if (!replay) throw error;
    return replay;
  }
}

export async function replayOf(
  db: Database,
  platform: AdPlatform,
  externalId: string,
): Promise<AdLeadResult | undefined> {
  const row = await findAdLead(db, platform, externalId);
  const lead = row ? await findLead(db, row.leadId) : undefined;
  return lead ? { lead, created: false, queuedEmails: false } : undefined;
}

function leadValues(input: AdLeadInput, now: Date): LeadValues {
  const { mapped } = input;
  const contactable = Boolean(mapped.email || mapped.phone);
  return {
    ...mapped,
    type: "realtor",
    source: adPlatformSource[input.platform],
    utm: {
      utm_source: adPlatformSource[input.platform],
      utm_medium: "paid",
      ...(input.ids.campaignId ? { utm_campaign: input.ids.campaignId } : {}),
      ...(input.ids.adId ? { utm_content: input.ids.adId } : {}),
    },
    status: "Contacted",
    phoneE164: toE164(mapped.phone ?? undefined),
    consentBasis: input.marketing ? "express" : "implied",
    // The form's disclaimer is the notice the seller agreed to; the ledger names the form.
    consentTextVersion: contactable ? consentForm(input) : null,
    consentAt: contactable ? now : null,
    submittedAt: now,
    staffNotifiedAt: now,
    formData: keptSubmissions([{ at: now.toISOString(), kind: input.platform, body: input.body }]),
  };
}

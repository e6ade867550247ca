import type { GoogleLeadWebhook } from "../../../contract/ads";
import type { Database } from "../../db/client";
import { type AdAnswer, fieldOf, mapAdAnswers } from "./ad-field-mapping";
import { type AdLeadResult, createAdLead } from "./ad-leads.service";
import { fieldMappingsOf } from "./ads.repository";

/** The affirmative answers a Google lead form question granting marketing may carry. */
const YES = /^(yes|oui|true|1|agree|i agree|j'accepte)$/i;

/**
 * A Google Ads lead form submission whose `google_key` matched (decision 053): `user_column_data` mapped
 * by column id, the click id and campaign kept, a test lead marked so reports leave it out. The key
 * itself is never stored with the submission.
 */
export async function receiveGoogleLead(
  db: Database,
  body: GoogleLeadWebhook,
  context: { now: Date; publicUrl: string },
): Promise<AdLeadResult> {
  const mappings = await fieldMappingsOf(db, "google");
  const answers: AdAnswer[] = body.user_column_data.map((column) => ({
    key: column.column_id ?? column.column_name ?? "",
    label: column.column_name ?? column.column_id ?? "",
    value: column.string_value,
  }));
  const { google_key: _key, ...kept } = body;
  return createAdLead(
    db,
    {
      platform: "google",
      externalId: body.lead_id,
      mapped: mapAdAnswers(answers, mappings),
      ids: {
        campaignId: body.campaign_id ?? null,
        campaignName: null,
        adsetId: body.adgroup_id ?? null,
        adId: body.creative_id ?? null,
        formId: body.form_id ?? null,
        gclId: body.gcl_id ?? null,
      },
      isTest: body.is_test,
      marketing: answers.some((a) => fieldOf(a.key, mappings) === "consent:marketing" && YES.test(a.value.trim())),
      body: kept,
    },
    context,
  );
}

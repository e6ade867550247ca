import { type MetaWebhookBody, metaGraphLeadSchema, metaLeadgenValueSchema } from "../../../contract/ads";
import type { Database } from "../../db/client";
import { fetchMetaLead, MetaGraphError } from "../../integrations/ads/meta-graph";
import { httpError } from "../../lib/http-error";
import { type AdAnswer, grantsMarketing, mapAdAnswers } from "./ad-field-mapping";
import { type AdLeadResult, createAdLead, replayOf } from "./ad-leads.service";
import { fieldMappingsOf } from "./ads.repository";

export interface MetaContext {
  graph: { graphBase: string; accessToken: string };
  now: Date;
  publicUrl: string;
}

/**
 * A verified Page webhook (decision 053): each `leadgen` change is read from the Graph API and made a
 * lead; a lead id already made is not read again. Changes of other fields, and values that are not a
 * leadgen's, are skipped (Meta sends what the app subscribed to). A Graph failure answers 503 so Meta
 * sends the webhook again; the leads made before it are then found as replays.
 */
export async function receiveMetaWebhook(db: Database, body: MetaWebhookBody, context: MetaContext) {
  const results: AdLeadResult[] = [];
  if (body.object !== "page") return results;
  for (const entry of body.entry) {
    for (const change of entry.changes) {
      if (change.field !== "leadgen") continue;
      const value = metaLeadgenValueSchema.safeParse(change.value);
      if (!value.success) continue;
      const earlier = await replayOf(db, "meta", value.data.leadgen_id);
      if (earlier) {
        results.push(earlier);
        continue;
      }
      results.push(await makeMetaLead(db, value.data.leadgen_id, context));
    }
  }
  return results;
}

async function makeMetaLead(db: Database, leadgenId: string, context: MetaContext): Promise<AdLeadResult> {
  let graphLead: unknown;
  try {
    graphLead = await fetchMetaLead(context.graph, leadgenId);
  } catch (error) {
    if (error instanceof MetaGraphError) throw httpError("ad_platform_unavailable", {});
    throw error;
  }
  const parsed = metaGraphLeadSchema.safeParse(graphLead);
  if (!parsed.success || parsed.data.id !== leadgenId) throw httpError("ad_platform_unavailable", {});
  const lead = parsed.data;
  const mappings = await fieldMappingsOf(db, "meta");
  const answers: AdAnswer[] = lead.field_data.map((field) => ({
    key: field.name,
    label: field.name,
    value: field.values.join(", "),
  }));
  return createAdLead(
    db,
    {
      platform: "meta",
      externalId: leadgenId,
      mapped: mapAdAnswers(answers, mappings),
      ids: {
        campaignId: lead.campaign_id ?? null,
        campaignName: lead.campaign_name ?? null,
        adsetId: lead.adset_id ?? null,
        adId: lead.ad_id ?? null,
        formId: lead.form_id ?? null,
        gclId: null,
      },
      isTest: false,
      marketing: lead.custom_disclaimer_responses.some(
        (box) => box.is_checked && grantsMarketing(box.checkbox_key, mappings),
      ),
      body: lead,
    },
    context,
  );
}

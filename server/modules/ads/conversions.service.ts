import type { MetaConversionsSettings } from "../../../contract/ads";
import type { PipelineStage } from "../../../contract/pipeline";
import type { Database } from "../../db/client";
import { conversionEvent } from "../../integrations/ads/meta-conversions";
import { httpError } from "../../lib/http-error";
import { adSharingBlockReason } from "../consent/consent.service";
import type { LeadRow } from "../leads/index";
import { getSetting, setSetting } from "../settings/settings.service";
import { insertConversionEvent, leadContactOf, metaLeadgenIdOf } from "./conversions.repository";

/**
 * The Conversions API for CRM (decision 055): each pipeline stage a Meta lead reaches goes back to Meta as one
 * event, named as the stage. New is the lead itself (Meta has it); Lost and Do not contact are not progress
 * and say nothing Meta should learn from.
 */
export const conversionEventNames: Partial<Record<PipelineStage, string>> = {
  attempted_contact: "Attempted contact",
  contacted: "Contacted",
  appointment_set: "Appointment set",
  listing_signed: "Listing signed",
  under_contract: "Under contract",
  sold: "Sold",
};

/** The event id Meta deduplicates on (with the event name): the lead and the stage, so one per stage, ever. */
export const conversionEventId = (leadId: string, stage: PipelineStage) => `${leadId}:${stage}`;

const SETTING_KEY = "meta_conversions";

async function conversionsTurnedOn(db: Database): Promise<boolean> {
  const value = await getSetting(db, SETTING_KEY);
  return typeof value === "object" && value !== null && (value as { enabled?: unknown }).enabled === true;
}

export async function readConversionsSettings(
  db: Database,
  config: { datasetId: string } | undefined,
): Promise<MetaConversionsSettings> {
  return {
    enabled: Boolean(config) && (await conversionsTurnedOn(db)),
    configured: Boolean(config),
    datasetId: config?.datasetId ?? null,
  };
}

/** The admin's switch; turning it on needs the server's dataset id and token (409 otherwise). */
export async function saveConversionsSettings(
  db: Database,
  enabled: boolean,
  config: { datasetId: string } | undefined,
): Promise<MetaConversionsSettings> {
  if (enabled && !config) throw httpError("ad_conversions_not_configured", {});
  await setSetting(db, SETTING_KEY, { enabled });
  return readConversionsSettings(db, config);
}

/**
 * Writes the Conversions API event for a stage `lead` just reached, in the caller's transaction (the event
 * exists exactly when the change does), when: the admin turned it on, the lead came from Meta Lead Ads (not a
 * test lead), the stage is one Meta hears of, and the person's consent stands. The event id is the lead and
 * the stage: a stage reached again writes nothing. True when an event was written.
 */
export async function enqueueStageConversion(
  tx: Database,
  lead: LeadRow,
  stage: PipelineStage,
  at: Date,
): Promise<boolean> {
  const eventName = conversionEventNames[stage];
  if (!eventName || lead.erasedAt) return false;
  if (!(await conversionsTurnedOn(tx))) return false;
  const leadgenId = await metaLeadgenIdOf(tx, lead.id);
  if (!leadgenId) return false;
  if (await adSharingBlockReason(tx, { email: lead.email, phone: lead.phoneE164 ?? lead.phone })) return false;
  const eventId = conversionEventId(lead.id, stage);
  return insertConversionEvent(tx, {
    leadId: lead.id,
    eventId,
    eventName,
    payload: conversionEvent({
      eventName,
      eventId,
      at,
      leadgenId,
      email: lead.email,
      phone: lead.phoneE164 ?? lead.phone,
    }),
  });
}

/**
 * Why a written event may not be sent now (the worker asks just before it sends), or null: turned off since,
 * the lead erased or gone, or the person's consent withdrawn since (through the consent module's door).
 */
export async function conversionSendBlockReason(db: Database, leadId: string): Promise<string | null> {
  if (!(await conversionsTurnedOn(db))) return "turned off";
  const lead = await leadContactOf(db, leadId);
  if (!lead || lead.erased) return "lead erased";
  return adSharingBlockReason(db, { email: lead.email, phone: lead.phone });
}

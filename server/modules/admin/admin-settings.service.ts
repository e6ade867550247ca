import type { AdminSettings } from "../../../contract/admin";
import { type LeadFlowVariantSetting, leadFlowVariantSettings } from "../../../contract/leads";
import type { Database } from "../../db/client";
import { httpError } from "../../lib/http-error";
import { getBrokerage, getSetting } from "../settings/settings.service";
import { requeueEmail, saveSettings } from "./admin-settings.repository";

/** The settings the admin tabs edit, with defaults for values missing or malformed. */
export async function readSettings(db: Database): Promise<AdminSettings> {
  const variant = await getSetting(db, "leadFlowVariant");
  const minutes = Number(await getSetting(db, "poolReassignMinutes"));
  return {
    brokerage: await getBrokerage(db),
    leadFlowVariant: leadFlowVariantSettings.includes(variant as LeadFlowVariantSetting)
      ? (variant as LeadFlowVariantSetting)
      : "four-card",
    poolReassignMinutes: Number.isInteger(minutes) && minutes >= 0 ? minutes : 0,
  };
}

export async function updateSettings(db: Database, input: Partial<AdminSettings>): Promise<AdminSettings> {
  await saveSettings(db, input);
  return readSettings(db);
}

export async function retryEmail(db: Database, id: number): Promise<void> {
  if (!(await requeueEmail(db, id))) throw httpError("email_not_queued", {});
}

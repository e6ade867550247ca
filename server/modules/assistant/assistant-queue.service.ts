import {
  ASSISTANT_CHANNELS,
  type AssistantChannel,
  type AssistantModes,
  isAssistantMode,
} from "../../../contract/assistant";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { httpError } from "../../lib/http-error";
import { findLead } from "../leads/lead-records.service";
import { getSetting, setSetting } from "../settings/settings.service";
import { findConversation, insertTurn, saveConversation, silenceConversation } from "./assistant.repository";
import { readAssistantMode } from "./assistant.service";
import { initialState } from "./built-in-brain";

const MODES_SETTING = "assistant.modes";

/** The admins' mode per channel (decision 062); a channel never set takes env `ASSISTANT` (off when unset). */
export async function readAssistantModes(db: Database): Promise<AssistantModes> {
  const saved = ((await getSetting(db, MODES_SETTING)) ?? {}) as Record<string, unknown>;
  const fallback = readAssistantMode();
  return Object.fromEntries(
    ASSISTANT_CHANNELS.map((channel) => [channel, isAssistantMode(saved[channel]) ? saved[channel] : fallback]),
  ) as AssistantModes;
}

export async function saveAssistantModes(db: Database, modes: AssistantModes): Promise<AssistantModes> {
  await setSetting(db, MODES_SETTING, modes);
  return modes;
}

/**
 * A seller's message the assistant is to answer (decision 062), written in the transaction that stores the
 * message; the assistant worker answers it after commit. Nothing is queued where the channel's mode is Off.
 * True when a turn was queued (the caller kicks the worker).
 */
export async function queueAssistantTurn(
  tx: Database,
  message: { leadId: string; channel: AssistantChannel; body: string; now: Date },
): Promise<boolean> {
  if ((await readAssistantModes(tx))[message.channel] === "off") return false;
  if ((await findConversation(tx, message.leadId))?.silentSince) return false;
  await insertTurn(tx, message);
  return true;
}

/** Staff answered the seller (a text, an e-mail): the assistant falls silent on the lead until handed back. */
export async function silenceAssistant(tx: Database, leadId: string, now: Date): Promise<void> {
  if (await findConversation(tx, leadId)) {
    await silenceConversation(tx, leadId, "agent_replied", now);
    return;
  }
  await saveConversation(tx, leadId, { state: initialState(), silentSince: now, silentReason: "agent_replied", now });
}

/** POST /api/leads/{id}/assistant/hand-back: the assistant answers the seller's next message again. */
export async function handBack(db: Database, leadId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await findLead(tx, leadId);
    if (!lead || lead.erasedAt) throw httpError("lead_not_found", {});
    const conversation = await findConversation(tx, leadId);
    const state = { ...(conversation?.state ?? initialState()), handedOff: null };
    await saveConversation(tx, leadId, { state, silentSince: null, silentReason: null, now });
    await publishEvent(tx, { type: "lead", leadId });
  });
}

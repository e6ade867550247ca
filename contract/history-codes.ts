import "./zod-config";
import { z } from "zod";
import type { CallOutcome } from "./calls";
import type { ContactChannel, ContactOutcome, PipelineStage } from "./pipeline";

/**
 * What the server itself says in a history row, as a code and its parameters: each screen words it in its
 * own language (CONVENTIONS: texts travel as codes). The row's English `notes`/`oldValue`/`newValue` stay as
 * written for anyone reading the stored rows; staff's own words (a note, a reminder's title) are never coded.
 */
export const historyCodes = [
  "pool_assigned",
  "pool_reassigned",
  "imported",
  "erased",
  "reminder_due",
  "merged",
  "stage_changed",
  "contact_logged",
  /** Decision 038: a text from the seller, and a text to them (an agent's or automatic). */
  "text.received",
  "text.sent",
  /** Decision 051: an e-mail from the seller (a reply), and an agent's e-mail answer from the conversation. */
  "email.received",
  "email.sent",
  /** Decision 039: a first-party engagement signal (a guide opened again, an e-mail link followed, ...). */
  "signal_recorded",
  /** Decision 037: the routing rule that chose a new lead's pool (or that none matched). */
  "routing_rule",
  /** Decision 036: first-to-claim offers, claims, fallbacks and escalation. */
  "pool_offered",
  "pool_claimed",
  "pool_fallback",
  "lead_escalated",
  /** Decision 046: the full market analysis the seller asked for, approved by an agent and e-mailed. */
  "home_value.analysis_sent",
  /** Decision 052: a call with the seller ended (its outcome and duration), and the agent's disposition. */
  "call.ended",
  "call.disposition",
] as const;
export type HistoryCode = (typeof historyCodes)[number];

/** The merged lead's consent, as the merge row names it. */
export interface MergedConsent {
  basis: "express" | "implied";
  /** ISO time. */
  at: string;
  /** The consent text's version; null when the lead had none. */
  version: string | null;
}

export interface HistoryParams {
  pool_assigned: { pool: string };
  pool_reassigned: { pool: string; minutes: number };
  /** The file's name; null when the import had none. */
  imported: { file: string | null };
  erased: { email: string };
  /** A reminder's title (staff's words) and due time (ISO). */
  reminder_due: { title: string; due: string };
  merged: {
    /** The merged lead's name, e-mail and phone as known, joined by ", " (its name left out when it had none). */
    lead: string;
    named: boolean;
    stage: PipelineStage;
    /** Field keys taken from the merged lead. */
    fields: string[];
    consent: MergedConsent | null;
  };
  /** A stage change's two stages (its old and new values, by key rather than English label). */
  stage_changed: { from: PipelineStage; to: PipelineStage };
  /** A logged contact's channel and outcome (its new value, by key). */
  contact_logged: { channel: ContactChannel; outcome: ContactOutcome };
  /** The text's first 80 characters (erased with the person). */
  "text.received": { excerpt: string };
  /** Who sent it (`automatic`: the acknowledgement or a STOP/HELP answer) and its first 80 characters. */
  "text.sent": { by: "agent" | "automatic"; excerpt: string };
  /** The reply's first 80 characters, quote trimmed (erased with the person). */
  "email.received": { excerpt: string };
  /** The answer's first 80 characters. */
  "email.sent": { excerpt: string };
  /** The signal's kind (contract/nurture.ts `signalKinds`). */
  signal_recorded: { signal: string; count?: number };
  /** The routing rule that chose the lead's pool, and that pool, by name; both null when no rule matched. */
  routing_rule: { rule: string | null; pool: string | null };
  pool_offered: { pool: string };
  pool_claimed: { pool: string };
  /** Where an unclaimed lead went after `minutes`: an agent's or a pool's name, or null for the managers. */
  pool_fallback: { pool: string; minutes: number; to: string | null };
  /** No first contact after `minutes`: the agent was reminded, or the managers were told. */
  lead_escalated: { minutes: number; to: "agent" | "managers" };
  "home_value.analysis_sent": Record<string, never>;
  "call.ended": { outcome: CallOutcome; seconds: number | null; by: string | null };
  "call.disposition": { outcome: ContactOutcome };
}

/** A code with its parameters, as a writer hands it to the history row. */
export type HistoryText = { [C in HistoryCode]: { code: C; params: HistoryParams[C] } }[HistoryCode];

export const historyText = <C extends HistoryCode>(code: C, params: HistoryParams[C]) =>
  ({ code, params }) as HistoryText;

export const historyCodeSchema = z.enum(historyCodes);

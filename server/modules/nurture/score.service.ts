import { type CallList, type ScoreFactor, type ScoreRules, scoreFactorCodes } from "../../../contract/nurture";
import type { Database } from "../../db/client";
import type { LeadRow } from "../leads/index";
import { isRepresented } from "../leads/index";
import { callListCandidates, lastContactAt, leadsWithTextReply, recentSignalCounts } from "./nurture.repository";
import { readNurtureSettings } from "./nurture-settings";
import { CLOSING_STAGES } from "./stop-conditions";

type ScoredLead = Pick<
  LeadRow,
  "movingTimeframe" | "email" | "phone" | "address" | "tag" | "workingWithRealtor" | "stage" | "erasedAt"
>;

export interface ScoreFacts {
  /** Engagement signals in the last 30 days. */
  signals: number;
  textReply: boolean;
}

export interface LeadScore {
  score: number;
  factors: ScoreFactor[];
}

const timeframeWords: Record<string, string> = {
  immediately: "moving now",
  within3months: "moving within 3 months",
  "3-6months": "moving in 3 to 6 months",
  "6-12months": "moving in 6 to 12 months",
  over1year: "moving in over a year",
};

/**
 * The lead score (decision 039), 0–100, from rules an admin can read and tune: the moving timeframe,
 * the contact details given, engagement signals of the last 30 days (capped), a reply to a text. A
 * represented seller scores 0 (never solicited), as does a closed or erased lead.
 */
export function scoreLead(lead: ScoredLead, facts: ScoreFacts, rules: ScoreRules): LeadScore {
  if (isRepresented(lead as LeadRow)) return { score: 0, factors: [{ code: "represented", points: 0, detail: null }] };
  const closing: readonly string[] = CLOSING_STAGES;
  if (lead.erasedAt || closing.includes(lead.stage)) {
    return { score: 0, factors: [{ code: "closed", points: 0, detail: lead.stage }] };
  }
  const factors: ScoreFactor[] = [];
  const timeframe = lead.movingTimeframe as keyof ScoreRules["timeframe"] | null;
  if (timeframe && rules.timeframe[timeframe] !== undefined) {
    factors.push({ code: "timeframe", points: rules.timeframe[timeframe], detail: timeframe });
  }
  if (lead.phone) factors.push({ code: "has_phone", points: rules.hasPhone, detail: null });
  if (lead.email) factors.push({ code: "has_email", points: rules.hasEmail, detail: null });
  if (lead.address) factors.push({ code: "has_address", points: rules.hasAddress, detail: null });
  if (facts.signals > 0) {
    factors.push({
      code: "engagement",
      points: Math.min(rules.engagementMax, facts.signals * rules.perSignal),
      detail: String(facts.signals),
    });
  }
  if (facts.textReply) factors.push({ code: "text_reply", points: rules.textReply, detail: null });
  // In one fixed order (the codes' own), so every lead of the call list reads its reasons alike.
  const kept = factors
    .filter((f) => f.points > 0)
    .sort((a, b) => scoreFactorCodes.indexOf(a.code) - scoreFactorCodes.indexOf(b.code));
  const score = Math.min(
    100,
    kept.reduce((sum, f) => sum + f.points, 0),
  );
  return { score, factors: kept };
}

/** A factor in a few English words, for API readers (the staff screens word the codes themselves). */
export function factorText(f: ScoreFactor): string {
  switch (f.code) {
    case "timeframe":
      return `${timeframeWords[f.detail ?? ""] ?? "timeframe"} (+${f.points})`;
    case "has_phone":
      return `phone given (+${f.points})`;
    case "has_email":
      return `e-mail given (+${f.points})`;
    case "has_address":
      return `address given (+${f.points})`;
    case "engagement":
      return `${f.detail} engagement signals in 30 days (+${f.points})`;
    case "text_reply":
      return `replied to a text (+${f.points})`;
    case "represented":
      return "represented by another agent (always 0)";
    case "closed":
      return "closed or erased (0)";
  }
}

/** Scores of staff leads (the lead API's `score` and `scoreReasons`). */
export async function scoresOf<L extends ScoredLead & { id: string }>(
  db: Database,
  leads: L[],
  now = new Date(),
): Promise<Map<string, LeadScore>> {
  const ids = leads.map((l) => l.id);
  const { scoreRules } = await readNurtureSettings(db);
  const signals = await recentSignalCounts(db, ids, now);
  const replies = await leadsWithTextReply(db, ids);
  return new Map(
    leads.map((l) => [
      l.id,
      scoreLead(l, { signals: signals.get(l.id) ?? 0, textReply: replies.has(l.id) }, scoreRules),
    ]),
  );
}

/** Adds `score` and `scoreReasons` to staff leads as the API returns them. */
export async function withScores<L extends { id: string }>(
  db: Database,
  staffLeads: L[],
  rows: (ScoredLead & { id: string })[],
): Promise<(L & { score: number; scoreReasons: string[] })[]> {
  const scores = await scoresOf(db, rows);
  return staffLeads.map((l) => {
    const s = scores.get(l.id) ?? { score: 0, factors: [] };
    return { ...l, score: s.score, scoreReasons: s.factors.map(factorText) };
  });
}

/** Days without a contact after which a lead is due a call again. */
const DUE_AFTER_DAYS = 3;

/**
 * Today's call list: the open leads (the agent's own, or all for a manager) that nobody contacted in the
 * last 3 days, highest score first, each with why it is there. At most `limit`.
 */
export async function callList(db: Database, agentId: number | null, now: Date, limit = 10): Promise<CallList> {
  const candidates = await callListCandidates(db, agentId);
  const scores = await scoresOf(db, candidates, now);
  const contacts = await lastContactAt(
    db,
    candidates.map((c) => c.id),
  );
  const list: CallList = [];
  for (const lead of candidates) {
    const s = scores.get(lead.id);
    if (!s || s.score <= 0) continue;
    const last = contacts.get(lead.id) ?? lead.firstContactAt ?? null;
    const days = last ? Math.floor((now.getTime() - last.getTime()) / 86_400_000) : null;
    if (days !== null && days < DUE_AFTER_DAYS) continue;
    list.push({
      leadId: lead.id,
      fullName: lead.fullName,
      score: s.score,
      scoreFactors: s.factors,
      due: days === null ? { code: "never_contacted", days: null } : { code: "days_since_contact", days },
    });
  }
  return list.sort((a, b) => b.score - a.score).slice(0, limit);
}

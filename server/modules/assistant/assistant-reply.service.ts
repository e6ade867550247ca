import type { SQL } from "drizzle-orm";
import type { AssistantMode, AssistantTurn } from "../../../contract/assistant";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../../contract/locale";
import type { Database } from "../../db/client";
import { publishEvent } from "../../integrations/events/events.plugin";
import { enqueueEmails } from "../../integrations/mail/outbox";
import { assistantHandoffEmail } from "../../lib/email/assistant-handoff";
import { findUserById, userDisplayName, userLocale } from "../auth/users.service";
import { findGuideBySlug, listTopics } from "../guides/guides.service";
import { isRepresented, type LeadRow } from "../leads/index";
import { findLead } from "../leads/lead-records.service";
import { notifyStaff } from "../push/index";
import { getBrokerage } from "../settings/settings.service";
import { textBlock, writeOutgoingText } from "../texting/texting.service";
import {
  type AssistantTurnRow,
  findConversation,
  findTurn,
  finishTurn,
  listTurns,
  saveConversation,
} from "./assistant.repository";
import { readAssistantModes } from "./assistant-queue.service";
import { assistantWords } from "./assistant-words";
import { builtInTurn, type GuideEntry, guideSearch, initialState } from "./built-in-brain";
import { type ModelOptions, modelTurn } from "./model-brain";

/** The model brain (decision 062) when `AI_BASE_URL` is set: the lead's last ten turns as its history. */
export function modelBrain(db: Database, model: ModelOptions): AssistantBrain {
  return async (input) => {
    const turns = (await listTurns(db, [input.leadId])).filter((turn) => turn.status !== "pending").slice(-10);
    const history = turns.flatMap((turn) => [
      { from: "seller" as const, body: turn.body },
      ...(turn.reply ? [{ from: "assistant" as const, body: turn.reply }] : []),
    ]);
    return modelTurn({ ...input, history, model });
  };
}

/** A seller who wrote within this long is in a live conversation: the answer goes whatever the hour (decision 038). */
const LIVE_CONVERSATION_MS = 60 * 60_000;

/** Another brain with the built-in one's contract (the model, decision 062); the built-in one when unset. */
export type AssistantBrain = (input: Parameters<typeof builtInTurn>[0] & { leadId: string }) => Promise<AssistantTurn>;

export interface AnswerDeps {
  db: Database;
  publicUrl: string;
  now: Date;
  brain?: AssistantBrain;
}

const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** The brokerage's own guides as the assistant searches them: every section of every topic, both languages. */
async function guideEntries(db: Database): Promise<GuideEntry[]> {
  const entries: GuideEntry[] = [];
  for (const locale of ["en-CA", "fr-CA"] as const) {
    for (const topic of await listTopics(db, locale)) {
      const guide = await findGuideBySlug(db, topic.slug, locale);
      if (!guide || guide.locale !== locale) continue;
      guide.sections.forEach((section, i) => {
        const text = section.content
          .replace(/<[^>]*>/g, " ")
          .replace(/\s+/g, " ")
          .trim();
        entries.push({ id: `${topic.slug}:${locale}:${i}`, locale, title: section.title, text });
      });
    }
  }
  return entries;
}

let searchCache: { at: number; search: ReturnType<typeof guideSearch> } | undefined;
/** The guide index, built at most once a minute (the CMS's edits reach the assistant within that). */
async function guideIndex(db: Database, now: Date): Promise<ReturnType<typeof guideSearch>> {
  if (!searchCache || now.getTime() - searchCache.at > 60_000 || now.getTime() < searchCache.at) {
    searchCache = { at: now.getTime(), search: guideSearch(await guideEntries(db)) };
  }
  return searchCache.search;
}

/** Why the assistant says nothing to this seller now, or null when it may answer. */
async function silence(
  db: Database,
  turn: AssistantTurnRow,
  lead: LeadRow | undefined,
  mode: AssistantMode,
  now: Date,
) {
  if (!lead || lead.erasedAt) return "lead_gone";
  if (mode === "off") return "mode_off";
  if ((await findConversation(db, lead.id))?.silentSince) return "silent";
  if (turn.channel === "text") {
    if (isRepresented(lead)) return "represented";
    const block = await textBlock(db, lead.phoneE164, now);
    if (block) return block;
  }
  return null;
}

/**
 * Answers one queued seller message (decision 062): reads the lead, says nothing where it must not (mode
 * Off, handed off or staff answered, consent withdrawn or STOP, a represented seller), runs the brain, and
 * in one transaction writes the turn's audit, the conversation's state and — in Autopilot — the reply to
 * the channel's outbox (Suggest keeps it as a draft for the agent). A hand-off tells the agent by push and
 * e-mail and silences the assistant on the lead. Returns true when texts or e-mails were queued.
 */
export async function answerTurn(deps: AnswerDeps, id: number, mine: SQL): Promise<boolean> {
  const { db, now } = deps;
  const turn = await findTurn(db, id);
  if (!turn) return false;
  const lead = await findLead(db, turn.leadId);
  const mode = (await readAssistantModes(db))[turn.channel];
  const skip = await silence(db, turn, lead, mode, now);
  if (skip || !lead) {
    await finishTurn(db, mine, { status: "skipped", skipReason: skip, now });
    return false;
  }
  const locale = localeOf(lead.locale);
  const brokerage = await getBrokerage(db);
  const agent = lead.agentId ? await findUserById(db, lead.agentId) : undefined;
  const state = (await findConversation(db, lead.id))?.state ?? initialState();
  const input = {
    message: turn.body,
    locale,
    state,
    brokerage: brokerage.name,
    agentName: agent?.isActive ? userDisplayName(agent) : assistantWords[locale].anAgent,
    search: await guideIndex(db, now),
  };
  const result = deps.brain ? await deps.brain({ ...input, leadId: lead.id }) : builtInTurn(input);
  const live = now.getTime() - turn.createdAt.getTime() <= LIVE_CONVERSATION_MS;

  return db.transaction(async (tx) => {
    const ours = await finishTurn(tx, mine, {
      status: mode === "autopilot" ? "replied" : "suggested",
      reply: result.reply,
      handoff: result.handoff,
      brain: result.audit.brain,
      promptVersion: result.audit.promptVersion,
      tools: result.audit.tools,
      fieldsRead: result.audit.fieldsRead,
      now,
    });
    if (!ours) return false;
    await saveConversation(tx, lead.id, {
      state: result.state,
      silentSince: result.handoff ? now : null,
      silentReason: result.handoff,
      now,
    });
    let queued = false;
    if (mode === "autopilot" && turn.channel === "text") {
      const written = await writeOutgoingText(tx, {
        lead,
        body: result.reply,
        kind: "assistant",
        authorId: null,
        idempotencyKey: `assistant:${turn.id}`,
        // Decision 038: the seller's own message of the last hour may be answered at any hour.
        quietHours: live ? "exempt" : "respect",
        now,
        brokerage,
      });
      queued = written !== null;
    }
    if (result.handoff && agent?.isActive) {
      await enqueueEmails(tx, [
        await assistantHandoffEmail({
          to: { email: agent.email, locale: userLocale(agent) },
          name: lead.fullName || lead.phone || lead.phoneE164 || "",
          reason: result.handoff,
          lastMessage: turn.body,
          answers: result.state.answers,
          leadId: lead.id,
          brokerage,
          publicUrl: deps.publicUrl,
        }),
      ]);
      await notifyStaff(tx, [agent.id], { type: "lead.replied", leadId: lead.id, key: `assistant:${turn.id}` });
      queued = true;
    }
    await publishEvent(tx, { type: "lead", leadId: lead.id });
    return queued;
  });
}

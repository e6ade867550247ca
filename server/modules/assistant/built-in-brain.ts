import MiniSearch from "minisearch";
import {
  type AssistantState,
  type AssistantTurn,
  type HandoffReason,
  QUALIFICATION_STEPS,
} from "../../../contract/assistant";
import type { Locale } from "../../../contract/locale";
import { assistantWords } from "./assistant-words";

export const BUILT_IN_PROMPT_VERSION = "built-in-1";

export type GuideEntry = { id: string; locale: Locale; title: string; text: string };

export function initialState(): AssistantState {
  return { greeted: false, step: "timeline", answers: {}, handedOff: null };
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** Hand-off triggers, checked on the folded message (accents removed). Order: first match wins. */
const triggers: [HandoffReason, RegExp][] = [
  [
    "asked_for_person",
    /\b(talk|speak) (to|with) (someone|somebody|a person|a human|an agent|a real)|\breal person\b|\bhuman\b|\bparler a (quelqu'?un|une personne|un courtier|un humain)|\bvraie personne\b/,
  ],
  ["commission", /\bcommissions?\b|\bfees?\b|\bfrais de courtage\b|\bhonoraires\b/],
  ["value", /\bworth\b|\bvalue\b|\bvaleur\b|\bvaut\b|\bprice\b|\bprix\b|\blist it at\b|\bappraisal\b|\bevaluation\b/],
  [
    "upset",
    /\bangry\b|\bupset\b|\bripoff\b|\bscam\b|\bterrible\b|\bfrustrated\b|\bfache\b|\barnaque\b|\bfrustre\b|\bleave me alone\b/,
  ],
  ["unsure", /\blawyer\b|\blegal\b|\btax(es)?\b|\bimpots?\b|\bnotaire\b|\bjuridique\b|\bfiscal/],
];

/** Listing within three months, said in the timeline answer: high intent. */
const soon =
  /\b(asap|right away|now|this month|next month|([1-3]) months?|weeks?|immediately|tout de suite|ce mois|le mois prochain|([1-3]) mois|semaines?|bientot)\b/;

export type BrainInput = {
  message: string;
  locale: Locale;
  state: AssistantState;
  brokerage: string;
  agentName: string;
  search: (query: string, locale: Locale) => GuideEntry | null;
};

/**
 * The built-in brain (decision 057): a state machine with no model. Greets and discloses on the first
 * turn, asks the four questions one at a time, answers guide questions by search, hands off on triggers.
 */
export function builtInTurn(input: BrainInput): AssistantTurn {
  const words = assistantWords[input.locale];
  const state: AssistantState = { ...input.state, answers: { ...input.state.answers } };
  const audit: AssistantTurn["audit"] = {
    brain: "built-in",
    promptVersion: BUILT_IN_PROMPT_VERSION,
    tools: [],
    fieldsRead: ["locale", "assistantState"],
  };
  const text = fold(input.message);
  const handoff = (reason: HandoffReason): AssistantTurn => {
    state.handedOff = reason;
    audit.tools.push("hand_off");
    audit.fieldsRead.push("assignedAgent");
    const bridge = words.bridge(input.agentName);
    return {
      reply: state.greeted ? bridge : `${words.greeting(input.brokerage)} ${bridge}`,
      state: { ...state, greeted: true },
      handoff: reason,
      locale: input.locale,
      audit,
    };
  };
  for (const [reason, pattern] of triggers) if (pattern.test(text)) return handoff(reason);

  const parts: string[] = [];
  if (!state.greeted) {
    parts.push(words.greeting(input.brokerage));
    state.greeted = true;
  } else if (text.includes("?")) {
    audit.tools.push("search_guides");
    const hit = input.search(input.message, input.locale);
    if (!hit) return handoff("unsure");
    parts.push(words.guideAnswer(hit.title, hit.text));
  } else if (state.step) {
    const step = state.step;
    state.answers[step] = input.message.trim().slice(0, 500);
    audit.tools.push(`record_${step}`);
    if (step === "timeline" && soon.test(text)) {
      const next = QUALIFICATION_STEPS[QUALIFICATION_STEPS.indexOf(step) + 1] ?? null;
      state.step = next;
      return handoff("high_intent");
    }
    state.step = QUALIFICATION_STEPS[QUALIFICATION_STEPS.indexOf(step) + 1] ?? null;
  } else {
    return handoff("unsure");
  }
  // The next question; "done" once, right after the last answer (not after every guide answer).
  if (state.step) parts.push(words.questions[state.step]);
  else if (audit.tools.some((tool) => tool.startsWith("record_"))) parts.push(words.done);
  return { reply: parts.join(" "), state, handoff: null, locale: input.locale, audit };
}

/** A search over the brokerage's own guide content, one index for both languages. */
export function guideSearch(entries: GuideEntry[]): (query: string, locale: Locale) => GuideEntry | null {
  const index = new MiniSearch<GuideEntry>({
    fields: ["title", "text"],
    storeFields: ["id", "locale", "title", "text"],
    processTerm: (term) => (term.length < 3 ? null : fold(term)),
  });
  index.addAll(entries);
  return (query, locale) => {
    const [best] = index.search(query, {
      filter: (r) => r.locale === locale,
      fuzzy: 0.2,
      prefix: true,
      boost: { title: 2 },
    });
    if (!best || best.score < 1) return null;
    const entry = entries.find((e) => e.id === best.id);
    return entry ? { ...entry, text: entry.text.slice(0, 300) } : null;
  };
}

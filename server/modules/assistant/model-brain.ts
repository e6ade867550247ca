import {
  type AssistantState,
  type AssistantTurn,
  HANDOFF_REASONS,
  type HandoffReason,
  QUALIFICATION_STEPS,
  type QualificationStep,
} from "../../../contract/assistant";
import { assistantWords } from "./assistant-words";
import { type BrainInput, builtInTurn } from "./built-in-brain";

export const MODEL_PROMPT_VERSION = "model-1";

const MAX_ROUNDS = 4;
const DEFAULT_TIMEOUT_MS = 15_000;
const HISTORY_LIMIT = 12;

export type ModelOptions = { baseUrl: string; apiKey?: string; model: string; timeoutMs?: number };

export type ModelBrainInput = BrainInput & {
  /** The last messages of the conversation, oldest first, without the current one. */
  history: { from: "seller" | "assistant"; body: string }[];
  model: ModelOptions;
  fetch?: typeof fetch;
  /** The times the assistant may propose (ISO strings or as the calendar words them). */
  slots?: () => string[];
};

/** A turn of the model brain: the shared contract plus the time the seller asked to book, if any. */
export type ModelTurn = AssistantTurn & { booking: { time: string } | null };

type ToolCall = { id: string; type: "function"; function: { name: string; arguments: string } };
type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[]) => ({
  type: "function",
  function: {
    name,
    description,
    parameters: { type: "object", properties, required, additionalProperties: false },
  },
});

export const MODEL_TOOLS = [
  tool(
    "record_answer",
    "Record the seller's answer to one qualification question.",
    {
      step: { type: "string", enum: [...QUALIFICATION_STEPS] },
      answer: { type: "string", description: "The seller's answer, in their words." },
    },
    ["step", "answer"],
  ),
  tool(
    "search_guides",
    "Search the brokerage's own selling guides to answer a seller's question.",
    { query: { type: "string" } },
    ["query"],
  ),
  tool("propose_times", "List the times the agent can meet or call the seller.", {}, []),
  tool("book", "Ask to book one of the proposed times.", { time: { type: "string" } }, ["time"]),
  tool(
    "hand_off",
    "Bring in the seller's agent and stop answering.",
    { reason: { type: "string", enum: [...HANDOFF_REASONS] } },
    ["reason"],
  ),
];

/** The system prompt; changes to it change MODEL_PROMPT_VERSION. */
export function modelPrompt(input: Pick<BrainInput, "brokerage" | "locale" | "state">): string {
  const { state } = input;
  const answered = QUALIFICATION_STEPS.filter((s) => state.answers[s] !== undefined);
  return [
    `You are the automated assistant of ${input.brokerage}, a real-estate brokerage in Canada, texting with a home seller.`,
    `Reply in the seller's language: ${input.locale === "fr-CA" ? "Canadian French (fr-CA)" : "Canadian English (en-CA)"}. Keep replies short, plain text.`,
    "Ask one question at a time, in this order: timeline (when they hope to sell), motivation (why they sell), condition (the home's condition), expectations (what matters most to them). When the seller answers one, call record_answer.",
    "Never promise or estimate a price or a value. Give no legal or tax advice. Never use the word appraisal.",
    "Never claim to be a person; you are an automated assistant.",
    "For questions about selling, call search_guides and answer only from what it returns.",
    "To set up a meeting, call propose_times, offer those times, and call book with the time the seller picks.",
    "Call hand_off for anything you cannot answer, when the seller asks for a person, asks about value or commission, is upset, or wants to list within three months.",
    state.greeted
      ? "You have already introduced yourself."
      : `This is your first message: start by saying you are ${input.brokerage}'s automated assistant.`,
    `Answered so far: ${answered.length > 0 ? answered.join(", ") : "none"}. Next question: ${state.step ?? "none (all answered)"}.`,
  ].join("\n");
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** What the model must never say, checked in code on the folded reply (accents removed). */
const forbidden: RegExp[] = [
  /\bapprais|\bevaluation fonciere\b/,
  /\b(i am|i'm|im) (a |an )?(real |actual )?(person|human|agent|broker|realtor)\b|\bnot (a bot|a robot|an ai|automated)\b/,
  /\bje suis (une? )?(vraie? )?(personne|humaine?|courtiere?|agente?)\b|\bpas un (robot|bot)\b/,
  /\$\s?\d|\d\s?\$|\bworth \$|\d\s?k\s?\$/,
];

const nextStep = (answers: AssistantState["answers"]): QualificationStep | null =>
  QUALIFICATION_STEPS.find((s) => answers[s] === undefined) ?? null;

class ModelFailure extends Error {}

/**
 * The model brain (decision 057): an OpenAI-compatible chat model with tool calls, used when AI_BASE_URL is
 * set. The tools run here; the guardrails and the disclosure are applied in code whatever the model says; any
 * failure of the model falls back to the built-in brain.
 */
export async function modelTurn(input: ModelBrainInput): Promise<ModelTurn> {
  try {
    return await runModel(input);
  } catch {
    const turn = builtInTurn(input);
    return { ...turn, audit: { ...turn.audit, tools: [...turn.audit.tools, "model_failed"] }, booking: null };
  }
}

async function runModel(input: ModelBrainInput): Promise<ModelTurn> {
  const words = assistantWords[input.locale];
  const state: AssistantState = { ...input.state, answers: { ...input.state.answers } };
  const audit: AssistantTurn["audit"] = {
    brain: "model",
    promptVersion: MODEL_PROMPT_VERSION,
    tools: [],
    fieldsRead: ["locale", "assistantState", "messageHistory"],
  };
  const read = (field: string) => {
    if (!audit.fieldsRead.includes(field)) audit.fieldsRead.push(field);
  };
  // Set by the tools (closures), read after the loop.
  const outcome: { booking: ModelTurn["booking"]; handoff: HandoffReason | null } = { booking: null, handoff: null };

  const runTool = (name: string, args: Record<string, unknown>): unknown => {
    const text = (key: string) => (typeof args[key] === "string" ? (args[key] as string).trim() : "");
    switch (name) {
      case "record_answer": {
        const step = QUALIFICATION_STEPS.find((s) => s === args.step);
        if (!step || !text("answer")) return { ok: false, error: "step and answer are required" };
        state.answers[step] = text("answer").slice(0, 500);
        state.step = nextStep(state.answers);
        return { ok: true, next: state.step };
      }
      case "search_guides": {
        read("guides");
        const hit = input.search(text("query") || input.message, input.locale);
        return hit ? { title: hit.title, text: hit.text } : "no result";
      }
      case "propose_times":
        read("availability");
        return { times: input.slots?.() ?? [] };
      case "book": {
        const time = text("time");
        if (!time) return { ok: false, error: "time is required" };
        if (input.slots && !input.slots().includes(time)) return { ok: false, error: "not one of the proposed times" };
        outcome.booking = { time };
        return { ok: true };
      }
      case "hand_off":
        outcome.handoff = HANDOFF_REASONS.find((r) => r === args.reason) ?? "unsure";
        return { ok: true };
      default:
        return { ok: false, error: `unknown tool ${name}` };
    }
  };

  const messages: ChatMessage[] = [
    { role: "system", content: modelPrompt(input) },
    ...input.history
      .slice(-HISTORY_LIMIT)
      .map((m): ChatMessage => ({ role: m.from === "seller" ? "user" : "assistant", content: m.body.slice(0, 2000) })),
    { role: "user", content: input.message.slice(0, 2000) },
  ];
  // One signal for the whole turn: the seller waits for one reply, not for four timeouts.
  const signal = AbortSignal.timeout(input.model.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let content = "";
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const message = await complete(input, messages, round === MAX_ROUNDS, signal);
    content = message.content?.trim() ?? "";
    const calls = message.tool_calls ?? [];
    if (calls.length === 0) break;
    messages.push({ role: "assistant", content: message.content ?? null, tool_calls: calls });
    for (const call of calls) {
      audit.tools.push(call.function.name);
      let result: unknown;
      try {
        const args: unknown = JSON.parse(call.function.arguments || "{}");
        result = runTool(call.function.name, typeof args === "object" && args !== null ? (args as never) : {});
      } catch {
        result = { ok: false, error: "arguments are not valid JSON" };
      }
      messages.push({ role: "tool", tool_call_id: call.id, content: JSON.stringify(result) });
    }
    if (outcome.handoff) break;
  }

  const greeting = state.greeted ? "" : words.greeting(input.brokerage);
  const disclosed = (text: string) => /\bautomated\b|\bautomatise/.test(fold(text));
  const finish = (said: string, handoff: HandoffReason | null): ModelTurn => {
    const parts = [said, handoff ? words.bridge(input.agentName) : ""].filter(Boolean).join(" ");
    if (handoff) read("assignedAgent");
    return {
      reply: greeting && !disclosed(parts) ? `${greeting} ${parts}` : parts,
      state: { ...state, greeted: true, handedOff: handoff ?? state.handedOff },
      handoff,
      locale: input.locale,
      audit,
      booking: outcome.booking,
    };
  };
  if (forbidden.some((pattern) => pattern.test(fold(content)))) {
    audit.tools.push("guardrail");
    return finish("", "unsure");
  }
  if (outcome.handoff) return finish(content, outcome.handoff);
  return content ? finish(content, null) : finish("", "unsure");
}

async function complete(
  input: ModelBrainInput,
  messages: ChatMessage[],
  last: boolean,
  signal: AbortSignal,
): Promise<{ content?: string | null; tool_calls?: ToolCall[] }> {
  const response = await (input.fetch ?? fetch)(`${input.model.baseUrl.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(input.model.apiKey ? { authorization: `Bearer ${input.model.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: input.model.model,
      messages,
      tools: MODEL_TOOLS,
      // The last round must answer in words; a model still asking for tools there gets no more rounds.
      tool_choice: last ? "none" : "auto",
      temperature: 0.3,
    }),
    signal,
  });
  if (!response.ok) throw new ModelFailure(`model server answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: unknown }[] };
  const message = body.choices?.[0]?.message as { content?: unknown; tool_calls?: unknown } | undefined;
  if (!message || typeof message !== "object") throw new ModelFailure("model answered no message");
  const calls = Array.isArray(message.tool_calls) ? (message.tool_calls as ToolCall[]) : [];
  if (calls.some((c) => typeof c?.id !== "string" || typeof c.function?.name !== "string")) {
    throw new ModelFailure("model answered a malformed tool call");
  }
  return { content: typeof message.content === "string" ? message.content : null, tool_calls: calls };
}

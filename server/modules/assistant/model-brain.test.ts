import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AssistantState } from "../../../contract/assistant";
import type { Locale } from "../../../contract/locale";
import { OpenAiPeer, type PeerChatReply } from "../../test/openai-peer";
import { type GuideEntry, guideSearch, initialState, type ModelBrainInput, modelTurn } from "./index";

const guides: GuideEntry[] = [
  { id: "en-1", locale: "en-CA", title: "Selling in winter", text: "Homes sell in winter too; clear the walks." },
  { id: "fr-1", locale: "fr-CA", title: "Vendre en hiver", text: "On vend aussi en hiver; déneigez l'entrée." },
];
const search = guideSearch(guides);
const slots = () => ["2026-12-08T15:00:00Z", "2026-12-09T18:00:00Z"];

const peer = new OpenAiPeer();
let baseUrl = "";
beforeAll(async () => {
  baseUrl = await peer.start();
});
afterAll(() => peer.stop());
beforeEach(() => {
  peer.script = [];
  peer.failing = false;
  peer.delayMs = 0;
  peer.requests.length = 0;
});

const say = (content: string) => () => ({ content });
const call =
  (name: string, args: unknown = {}): ((body: Record<string, unknown>) => PeerChatReply) =>
  () => ({ tool_calls: [{ name, arguments: args }] });

function input(locale: Locale, message: string, state: AssistantState, extra: Partial<ModelBrainInput> = {}) {
  return {
    message,
    locale,
    state,
    brokerage: "Maison Bleue",
    agentName: "Julie",
    search,
    history: [],
    model: { baseUrl, model: "test-model", timeoutMs: 2000 },
    slots,
    ...extra,
  } satisfies ModelBrainInput;
}

const chatBodies = () => peer.requests.filter((r) => r.path === "/v1/chat/completions").map((r) => r.body);
const toolMessages = (body: Record<string, unknown>) =>
  (body.messages as { role: string; content: string }[]).filter((m) => m.role === "tool");

describe("model assistant brain", () => {
  it("records answers by tool call, answers from a guide, proposes times, books and hands off (en-CA)", async () => {
    peer.script = [say("Hi, this is Maison Bleue's automated assistant. When are you hoping to sell?")];
    const t1 = await modelTurn(input("en-CA", "Hello", initialState()));
    expect(t1.reply).toBe("Hi, this is Maison Bleue's automated assistant. When are you hoping to sell?");
    expect(t1.state.greeted).toBe(true);

    peer.script = [call("record_answer", { step: "timeline", answer: "In about a year" }), say("Why are you selling?")];
    const t2 = await modelTurn(input("en-CA", "In about a year", t1.state));
    expect(t2.reply).toBe("Why are you selling?");
    expect(t2.state.answers).toEqual({ timeline: "In about a year" });
    expect(t2.state.step).toBe("motivation");
    expect(t2.audit).toEqual({
      brain: "model",
      promptVersion: "model-1",
      tools: ["record_answer"],
      fieldsRead: ["locale", "assistantState", "messageHistory"],
    });

    peer.requests.length = 0;
    peer.script = [call("search_guides", { query: "selling in winter" }), say("Yes, homes sell in winter too.")];
    const t3 = await modelTurn(input("en-CA", "Can I sell in winter?", t2.state));
    expect(t3.reply).toBe("Yes, homes sell in winter too.");
    expect(t3.audit.tools).toEqual(["search_guides"]);
    expect(toolMessages(chatBodies()[1] ?? {})[0]?.content).toContain("Selling in winter");

    peer.requests.length = 0;
    peer.script = [
      call("propose_times"),
      call("book", { time: "2026-12-09T18:00:00Z" }),
      say("Booked for Wednesday at 1 pm."),
    ];
    const t4 = await modelTurn(input("en-CA", "Can we meet Wednesday?", t3.state));
    expect(t4.booking).toEqual({ time: "2026-12-09T18:00:00Z" });
    expect(t4.reply).toBe("Booked for Wednesday at 1 pm.");
    expect(toolMessages(chatBodies()[1] ?? {})[0]?.content).toContain("2026-12-08T15:00:00Z");
    expect(toolMessages(chatBodies()[2] ?? {})[1]?.content).toBe('{"ok":true}');

    peer.script = [call("hand_off", { reason: "asked_for_person" })];
    const t5 = await modelTurn(input("en-CA", "Can I talk to someone?", t4.state));
    expect(t5.handoff).toBe("asked_for_person");
    expect(t5.state.handedOff).toBe("asked_for_person");
    expect(t5.reply).toBe("I'm bringing in Julie now.");
  });

  it("speaks French: records, searches the French guide and hands off on « puis-je parler à quelqu'un? »", async () => {
    peer.script = [
      call("record_answer", { step: "timeline", answer: "Au printemps" }),
      say("Bonjour, ici l'assistant automatisé de Maison Bleue. Qu'est-ce qui vous amène à vendre?"),
    ];
    const t1 = await modelTurn(input("fr-CA", "Au printemps", initialState()));
    expect(t1.reply).toBe("Bonjour, ici l'assistant automatisé de Maison Bleue. Qu'est-ce qui vous amène à vendre?");
    expect(t1.state.answers).toEqual({ timeline: "Au printemps" });

    peer.requests.length = 0;
    peer.script = [call("search_guides", { query: "vendre en hiver" }), say("Oui, on vend aussi en hiver.")];
    const t2 = await modelTurn(input("fr-CA", "Peut-on vendre en hiver?", t1.state));
    expect(t2.reply).toBe("Oui, on vend aussi en hiver.");
    expect(toolMessages(chatBodies()[1] ?? {})[0]?.content).toContain("Vendre en hiver");

    peer.script = [call("hand_off", { reason: "asked_for_person" })];
    const t3 = await modelTurn(input("fr-CA", "Puis-je parler à quelqu'un?", t2.state));
    expect(t3.handoff).toBe("asked_for_person");
    expect(t3.reply).toBe("Je fais venir Julie maintenant.");
  });

  it("replaces a reply with appraisal, a price or a claim to be a person by a hand-off", async () => {
    const greeted = { ...initialState(), greeted: true };
    for (const text of [
      "We can book an appraisal.",
      "Your home is worth $450,000.",
      "Votre maison vaut 450 000 $.",
      "I am a real person.",
      "Je suis une vraie personne.",
    ]) {
      peer.script = [say(text)];
      const turn = await modelTurn(input("en-CA", "Hi", greeted));
      expect(turn.reply, text).toBe("I'm bringing in Julie now.");
      expect(turn.handoff).toBe("unsure");
      expect(turn.audit.tools).toContain("guardrail");
    }
  });

  it("prefixes the disclosure on the first turn when the model left it out", async () => {
    peer.script = [say("When are you hoping to sell?")];
    const turn = await modelTurn(input("en-CA", "Hello", initialState()));
    expect(turn.reply).toBe("Hi, this is Maison Bleue's automated assistant. When are you hoping to sell?");
  });

  it("falls back to the built-in brain when the model fails or is too slow", async () => {
    peer.failing = true;
    const failed = await modelTurn(input("en-CA", "Hello", initialState()));
    expect(failed.reply).toBe("Hi, this is Maison Bleue's automated assistant. When are you hoping to sell?");
    expect(failed.audit.brain).toBe("built-in");
    expect(failed.audit.tools).toContain("model_failed");

    peer.failing = false;
    peer.delayMs = 400;
    peer.script = [say("too late")];
    const slow = await modelTurn({
      ...input("en-CA", "Hello", initialState()),
      model: { baseUrl, model: "m", timeoutMs: 100 },
    });
    expect(slow.audit.tools).toContain("model_failed");
    expect(slow.reply).toBe("Hi, this is Maison Bleue's automated assistant. When are you hoping to sell?");
  });

  it("sends the tools, the system prompt and the API key as Bearer", async () => {
    peer.script = [say("Hi, this is Maison Bleue's automated assistant.")];
    await modelTurn({ ...input("en-CA", "Hello", initialState()), model: { baseUrl, model: "m", apiKey: "sk-test" } });
    const request = peer.requests.find((r) => r.path === "/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer sk-test");
    const body = request?.body as {
      tools: { function: { name: string } }[];
      messages: { role: string; content: string }[];
    };
    expect(body.tools.map((t) => t.function.name)).toEqual([
      "record_answer",
      "search_guides",
      "propose_times",
      "book",
      "hand_off",
    ]);
    expect(body.messages[0]?.role).toBe("system");
    expect(body.messages[0]?.content).toContain("automated assistant of Maison Bleue");
    expect(body.messages[0]?.content).toContain("Never use the word appraisal");
  });
});

import { describe, expect, it } from "vitest";
import { builtInTurn, type GuideEntry, guideSearch, initialState, readAssistantMode } from "./index";

const guides: GuideEntry[] = [
  { id: "en-1", locale: "en-CA", title: "Selling in winter", text: "Homes sell in winter too; clear the walks." },
  { id: "fr-1", locale: "fr-CA", title: "Vendre en hiver", text: "On vend aussi en hiver; déneigez l'entrée." },
];
const search = guideSearch(guides);

function talk(locale: "en-CA" | "fr-CA", messages: string[]) {
  let state = initialState();
  return messages.map((message) => {
    const turn = builtInTurn({ message, locale, state, brokerage: "Maison Bleue", agentName: "Julie", search });
    state = turn.state;
    return turn;
  });
}

describe("built-in assistant brain", () => {
  it("greets, discloses, asks the four questions one at a time and records the answers (en-CA)", () => {
    const turns = talk("en-CA", ["Hello", "In about a year", "Moving closer to work", "Good shape", "A quick sale"]);
    expect(turns.map((t) => t.reply)).toEqual([
      "Hi, this is Maison Bleue's automated assistant. When are you hoping to sell?",
      "What is bringing you to sell?",
      "How would you describe the home's condition?",
      "What matters most to you in this sale?",
      "Thank you, I've noted that for your agent. Ask me anything about selling in the meantime.",
    ]);
    expect(turns[4]?.state.answers).toEqual({
      timeline: "In about a year",
      motivation: "Moving closer to work",
      condition: "Good shape",
      expectations: "A quick sale",
    });
    expect(turns[1]?.audit).toEqual({
      brain: "built-in",
      promptVersion: "built-in-1",
      tools: ["record_timeline"],
      fieldsRead: ["locale", "assistantState"],
    });
  });

  it("speaks French, answers a guide question from content and hands off on a commission question", () => {
    const turns = talk("fr-CA", ["Bonjour", "Peut-on vendre en hiver?", "C'est quoi votre commission?"]);
    expect(turns[0]?.reply).toBe("Bonjour, ici l'assistant automatisé de Maison Bleue. Quand souhaitez-vous vendre?");
    expect(turns[1]?.reply).toBe(
      "Selon notre guide « Vendre en hiver » : On vend aussi en hiver; déneigez l'entrée. Quand souhaitez-vous vendre?",
    );
    expect(turns[2]?.reply).toBe("Je fais venir Julie maintenant.");
    expect(turns[2]?.handoff).toBe("commission");
    expect(turns[2]?.state.handedOff).toBe("commission");
  });

  it("hands off when the seller asks for a person, for the value, lists within 3 months or is unsure", () => {
    expect(talk("en-CA", ["Hi", "Can I talk to someone?"])[1]?.handoff).toBe("asked_for_person");
    expect(talk("en-CA", ["Hi", "What is my house worth?"])[1]?.handoff).toBe("value");
    expect(talk("en-CA", ["Hi", "Within 2 months"])[1]?.handoff).toBe("high_intent");
    expect(talk("fr-CA", ["Allo", "Je veux parler à quelqu'un"])[1]?.reply).toBe("Je fais venir Julie maintenant.");
    expect(talk("en-CA", ["Hi", "Do you buy boats?"])[1]?.handoff).toBe("unsure");
    expect(talk("en-CA", ["Hi", "What about capital gains tax?"])[1]?.handoff).toBe("unsure");
  });

  it("never says appraisal and never claims to be a person in either catalogue", () => {
    const all = [...talk("en-CA", ["Hi", "a", "b", "c", "d"]), ...talk("fr-CA", ["Allo", "a", "b", "c", "d"])];
    for (const t of all) {
      expect(t.reply.toLowerCase()).not.toMatch(/appraisal|évaluation|i am a person|je suis une personne/);
    }
  });

  it("reads the default mode from ASSISTANT, off when unset or unknown", () => {
    expect(readAssistantMode({ ASSISTANT: "Autopilot" })).toBe("autopilot");
    expect(readAssistantMode({ ASSISTANT: "suggest" })).toBe("suggest");
    expect(readAssistantMode({ ASSISTANT: "maybe" })).toBe("off");
    expect(readAssistantMode({})).toBe("off");
  });
});

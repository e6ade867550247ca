import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGuides } from "../../db/seed/guides";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { OpenAiPeer } from "../../test/openai-peer";
import { CANADIAN_FRENCH_INSTRUCTION } from "./openai-provider";

// Decision 017: French visitors' guides and French guide content are asked of the AI server in Canadian French.

let t: TestApp;
const peer = new OpenAiPeer();

beforeAll(async () => {
  const baseUrl = await peer.start();
  t = await buildTestApp({
    AI_PROVIDER: "openai",
    AI_BASE_URL: baseUrl,
    AI_API_KEY: "test-key",
    AI_MODEL: "test-model",
    RATE_LIMIT_GUIDES_PER_MINUTE: "1000",
  });
  await seedGuides(t.db);
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

type Message = { role: string; content: string };
const lastChat = () => {
  const call = [...peer.requests].reverse().find((r) => r.path === "/v1/chat/completions");
  return call?.body.messages as Message[];
};

describe("OpenAI-compatible provider in French", () => {
  it("asks for Canadian French for a fr-CA visitor, with the French library, and not for an English one", async () => {
    const fr = await t.app.inject({
      method: "POST",
      url: "/api/sellers-guide/generate",
      headers: sameOrigin,
      payload: { topic: "Stratégie de prix", locale: "fr-CA" },
    });
    expect(fr.statusCode).toBe(200);
    const [system, user] = lastChat();
    expect(system?.content).toContain(CANADIAN_FRENCH_INSTRUCTION);
    expect(CANADIAN_FRENCH_INSTRUCTION).toContain("Canadian French (fr-CA)");
    expect(user?.content).toContain("Topic: Stratégie de prix");
    expect(user?.content).toContain("## Commencer par une analyse comparative de marché");

    await t.app.inject({
      method: "POST",
      url: "/api/sellers-guide/generate",
      headers: sameOrigin,
      payload: { topic: "Pricing Strategy" },
    });
    expect(lastChat()[0]?.content).not.toContain("French");
  });

  it("falls back to the builtin French guide when the server fails", async () => {
    peer.failing = true;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/sellers-guide/generate",
      headers: sameOrigin,
      payload: { topic: "pricing-strategy", locale: "fr-CA" },
    });
    peer.failing = false;
    expect(res.json().content.title).toBe("Votre guide personnalisé : Stratégie de prix");
  });

  it("asks for French guide content when the CMS generates a topic's French sections", async () => {
    const manager = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
    const topics = (await t.app.inject({ method: "GET", url: "/api/guides/topics" })).json() as {
      id: number;
      slug: string;
    }[];
    const topic = topics.find((x) => x.slug === "curb-appeal-tips");
    const sections = Array.from({ length: 4 }, (_, i) => ({
      title: `Section française ${i + 1}`,
      content: "<p>Un contenu rédigé en français canadien pour les vendeurs.</p>",
    }));
    peer.guideJson = { sections };
    const res = await t.app.inject({
      method: "POST",
      url: `/api/guides/topics/${topic?.id}/generate-content?locale=fr-CA`,
      headers: { ...sameOrigin, cookie: manager },
      payload: { confirm: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { title: string }) => s.title)).toEqual(sections.map((s) => s.title));
    const [system, user] = lastChat();
    expect(system?.content).toContain(CANADIAN_FRENCH_INSTRUCTION);
    expect(user?.content).toContain("Guide topic: Soigner l'attrait extérieur");
  });
});

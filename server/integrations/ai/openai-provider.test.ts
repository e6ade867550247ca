import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGuides } from "../../db/seed/guides";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { sameOrigin } from "../../test/factories";
import { OpenAiPeer } from "../../test/openai-peer";

let t: TestApp;
const peer = new OpenAiPeer();

beforeAll(async () => {
  const baseUrl = await peer.start();
  t = await buildTestApp({
    AI_PROVIDER: "openai",
    AI_BASE_URL: baseUrl,
    AI_API_KEY: "test-key",
    AI_MODEL: "test-model",
  });
  await seedGuides(t.db);
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

const generate = () =>
  t.app.inject({
    method: "POST",
    url: "/api/sellers-guide/generate",
    headers: sameOrigin,
    payload: { topic: "Pricing Strategy" },
  });

describe("OpenAI-compatible provider", () => {
  it("is reported by /api/health", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json().aiProvider).toBe("openai");
  });

  it("writes the guide through chat completions, validated by the contract", async () => {
    peer.failing = false;
    const res = await generate();
    expect(res.statusCode).toBe(200);
    expect(res.json().content.title).toBe("A Plan for Selling Your Condo");
    const call = peer.requests.find((r) => r.path === "/v1/chat/completions");
    expect(call?.body.model).toBe("test-model");
    expect(call?.body.response_format).toEqual({ type: "json_object" });
  });

  it("falls back to the builtin guide when the server fails (after one retry)", async () => {
    peer.failing = true;
    const before = peer.requests.length;
    const res = await generate();
    expect(res.statusCode).toBe(200);
    expect(res.json().content.title).toBe("Your Personalized Guide: Pricing Strategy");
    expect(peer.requests.length - before).toBe(2);
    expect(t.logs()).toContain("openai guide failed; using builtin");
    peer.failing = false;
  });

  it("falls back when the answer is not a valid guide", async () => {
    peer.guideJson = { title: "Missing everything" };
    const res = await generate();
    expect(res.json().content.title).toBe("Your Personalized Guide: Pricing Strategy");
  });

  it("stores a generated image and serves it with its detected type and nosniff", async () => {
    peer.guideJson = {
      title: "T",
      introduction: "I",
      sections: [{ title: "Price It Right", content: "C" }],
      conclusion: "E",
    };
    const { token } = (await generate()).json();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/sellers-guide/${token}/images`,
      headers: sameOrigin,
      payload: { sectionTitle: "Price It Right" },
    });
    const { imageUrl } = res.json();
    expect(imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const image = await t.app.inject({ method: "GET", url: imageUrl });
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    expect(image.rawPayload.equals(OpenAiPeer.png)).toBe(true);
  });
});

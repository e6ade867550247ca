import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getLeadSecret } from "../../../lib/session-id";
import { startLoopbackApi } from "../../../test/loopback-api";
import { generateGuideWithRetry } from "./generate-guide";

const TOKEN = "tok_0123456789abcdefghijklmnopqrs";
const input = {
  topic: "Pricing Strategy",
  leadId: "lead_1700000000000_abc123xyz",
  sessionId: "lead_1700000000000_abc123xyz",
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("generateGuideWithRetry", () => {
  it("retries once after a failure and resolves with the token", async () => {
    let calls = 0;
    api.setRoutes({
      "POST /api/sellers-guide/generate": () =>
        ++calls === 1 ? { status: 503, json: { message: "Unavailable" } } : { json: { token: TOKEN } },
    });
    await expect(generateGuideWithRetry(input)).resolves.toBe(TOKEN);
    const sent = { ...input, leadSecret: getLeadSecret(input.leadId) };
    expect(api.requests.map((r) => r.body)).toEqual([sent, sent]);
  });

  it("retries without the lead id when the lead belongs to another browser (409)", async () => {
    api.setRoutes({
      "POST /api/sellers-guide/generate": (body) =>
        (body as { leadId?: string }).leadId
          ? { status: 409, json: { message: "Conflict" } }
          : { json: { token: TOKEN } },
    });
    await expect(generateGuideWithRetry(input)).resolves.toBe(TOKEN);
    const sent = { ...input, leadSecret: getLeadSecret(input.leadId) };
    expect(api.requests.map((r) => r.body)).toEqual([sent, { topic: "Pricing Strategy" }]);
  });

  it("resolves with null after two failures", async () => {
    api.setRoutes({ "POST /api/sellers-guide/generate": { status: 429, json: { message: "Too many requests" } } });
    await expect(generateGuideWithRetry(input)).resolves.toBeNull();
    expect(api.requests).toHaveLength(2);
  });
});

import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_EMAIL_TEXT_VERSION } from "../../../../contract/constants";
import type { PublicLeadInput } from "../../../../contract/leads";
import { testBrokerage, testTopics } from "../../../test/guide-fixtures";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { Questionnaire } from "./questionnaire";

const TOKEN = "tok_0123456789abcdefghijklmnopqrs";
const guide = { title: "Pricing", introduction: "Intro.", sections: [], conclusion: "End." };
const routes: LoopbackRoutes = {
  "GET /api/guides/topics": { json: testTopics },
  "GET /api/brokerage": { json: testBrokerage },
  "POST /api/leads/partial": (body) => ({ json: { ok: true, id: (body as PublicLeadInput).id, status: "Partial" } }),
  "POST /api/sellers-guide/generate": { json: { token: TOKEN, content: guide } },
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  // Fake timers for the 300/500/2000 ms timers; they also move with real time, so network replies arrive.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  window.localStorage.clear();
  window.sessionStorage.clear();
  api.requests.length = 0;
  api.setRoutes(routes);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const partials = () => api.requests.filter((r) => r.url === "/api/leads/partial").map((r) => r.body as PublicLeadInput);
const generations = () => api.requests.filter((r) => r.url === "/api/sellers-guide/generate");

function renderQuestionnaire() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, ...renderWithProviders(<Questionnaire />) };
}

/** Waits for the step's heading, then lets its 500 ms animation finish (controls are disabled meanwhile). */
async function reach(name: string | RegExp) {
  const heading = await screen.findByRole("heading", { name });
  await act(() => vi.advanceTimersByTimeAsync(500));
  return heading;
}

type User = ReturnType<typeof userEvent.setup>;
async function answerUpToReason(user: User, reason: string) {
  await user.click(await screen.findByRole("button", { name: "Pricing Strategy" }));
  await reach("When are you planning to move?");
  await user.click(screen.getByRole("button", { name: "Continue" }));
  await reach("What's the main reason you're moving?");
  await user.click(screen.getByRole("button", { name: reason }));
}

describe("Questionnaire", () => {
  it("runs topics to the guide, saving the partial lead at each step, and opens the reader after 2 s", async () => {
    const { user, location } = renderQuestionnaire();
    expect(screen.getByRole("heading", { name: "We're here to make home selling easier." })).toBeInTheDocument();
    expect(screen.getByText("What do you need help with?")).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 7")).toBeInTheDocument();
    expect(await screen.findAllByRole("button", { pressed: false })).toHaveLength(12);

    await answerUpToReason(user, "Downsizing");
    expect(screen.getByRole("button", { name: "Downsizing" })).toHaveAttribute("aria-pressed", "true");
    await reach("Where are you planning to move to?");
    await user.type(screen.getByRole("textbox"), "Halifax, NS{Enter}");
    await reach("Have you sold a home before?");
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await reach("Are you currently working with a Realtor®?");
    await user.click(screen.getByRole("button", { name: "No" }));
    await reach("We need a few more details");
    expect(screen.getByText("Step 7 of 7")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Where should we send the info to?"), "dana@example.com{Enter}");

    await reach("Creating your personalized guide about Pricing Strategy");
    const id = window.localStorage.getItem("session-id");
    // Every save and the guide request carry the secret made with the id (decision 005), the same each time.
    const leadSecret = window.localStorage.getItem("session-secret")?.split(" ")[1];
    expect(window.localStorage.getItem("session-secret")).toBe(`${id} ${leadSecret}`);
    expect(leadSecret).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(partials().every((p) => p.leadSecret === leadSecret)).toBe(true);
    expect(partials()).toEqual([
      { id, leadSecret, status: "Partial", topics: ["Pricing Strategy"], source: "direct" },
      { id, leadSecret, status: "Partial", topics: ["Pricing Strategy"], source: "direct", movingTimeline: 6 },
      expect.objectContaining({ movingTimeline: 6, movingReason: "downsizing" }),
      expect.objectContaining({ movingReason: "downsizing", movingLocation: "Halifax, NS" }),
      expect.objectContaining({ movingLocation: "Halifax, NS", hasSoldBefore: true }),
      expect.objectContaining({ hasSoldBefore: true, hasRealtor: false }),
      expect.objectContaining({
        hasRealtor: false,
        email: "dana@example.com",
        consent: true,
        consentTextVersion: CONSENT_EMAIL_TEXT_VERSION,
        marketingConsent: false,
      }),
    ]);
    expect(generations().map((r) => r.body)).toEqual([
      { topic: "Pricing Strategy", leadId: id, sessionId: id, leadSecret },
    ]);
    // The guide is ready at once here, but the screen stays for 2 s.
    expect(location.history.at(-1)).toBe("/");
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(location.history.at(-1)).toBe(`/sellers-guide/${TOKEN}`);
  });

  it("skips location when the visitor prefers not to say, and Back returns to the reason", async () => {
    const { user } = renderQuestionnaire();
    await answerUpToReason(user, "Prefer not to say");
    await reach("Have you sold a home before?");
    expect(screen.queryByRole("heading", { name: "Where are you planning to move to?" })).not.toBeInTheDocument();
    expect(partials().at(-1)).toMatchObject({ movingReason: "not-moving" });
    await user.click(screen.getByRole("button", { name: "Back" }));
    await reach("What's the main reason you're moving?");
    expect(screen.getByRole("button", { name: "Prefer not to say" })).toHaveAttribute("aria-pressed", "true");
  });

  it("ignores clicks while a save or the step animation runs, so a double click cannot skip a step", async () => {
    const { user } = renderQuestionnaire();
    await user.click(await screen.findByRole("button", { name: "Pricing Strategy" }));
    await reach("When are you planning to move?");
    await user.dblClick(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { name: "What's the main reason you're moving?" });
    // Still inside the 500 ms animation: this choice is not taken.
    await user.click(screen.getByRole("button", { name: "Downsizing" }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("heading", { name: "What's the main reason you're moving?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Downsizing" })).toHaveAttribute("aria-pressed", "false");
    expect(partials()).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Downsizing" }));
    await user.click(screen.getByRole("button", { name: "Retirement" }));
    await reach("Where are you planning to move to?");
    expect(partials()).toHaveLength(3);
    expect(partials()[2]).toMatchObject({ movingReason: "downsizing" });
  });

  it("ends a represented seller on the completion view without a guide, and reset returns to topics", async () => {
    const { user } = renderQuestionnaire();
    await answerUpToReason(user, "Prefer not to say");
    await reach("Have you sold a home before?");
    await user.click(screen.getByRole("button", { name: "No" }));
    await reach("Are you currently working with a Realtor®?");
    await user.click(screen.getByRole("button", { name: "Yes" }));
    await reach("Thanks for your answers!");
    expect(
      screen.getByText(
        "But because you're working with another Realtor, we can't share this info with you (due to legal stuff).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("We encourage you to contact your real estate professional. Happy selling!")).toBeVisible();
    expect(screen.getByRole("link", { name: "Get a free estimate" })).toHaveAttribute("href", "/home-value");
    expect(partials().at(-1)).toMatchObject({ hasRealtor: true });
    expect(generations()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Start over" }));
    await reach("We're here to make home selling easier.");
    expect(screen.getByRole("button", { name: "Pricing Strategy" })).toHaveAttribute("aria-pressed", "false");
  });

  it("goes on when a save fails (logged), and falls back to /guide-demo when generation fails twice", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    api.setRoutes({
      ...routes,
      "POST /api/leads/partial": { status: 500, json: { message: "Internal error" } },
      "POST /api/sellers-guide/generate": { status: 429, json: { message: "Too many requests" } },
    });
    const { user, location } = renderQuestionnaire();
    await answerUpToReason(user, "Prefer not to say");
    await reach("Have you sold a home before?");
    await user.click(screen.getByRole("button", { name: "No" }));
    await reach("Are you currently working with a Realtor®?");
    await user.click(screen.getByRole("button", { name: "No" }));
    await reach("We need a few more details");
    await user.click(screen.getByRole("button", { name: "Skip for now" }));
    await reach(/^Creating your personalized guide about/);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => expect(location.history.at(-1)).toBe("/guide-demo"));
    expect(generations()).toHaveLength(2);
    expect(partials()).toHaveLength(5);
    expect(partials().some((lead) => "email" in lead)).toBe(false);
    expect(warn).toHaveBeenCalledWith("Questionnaire progress could not be saved; continuing:", expect.any(Error));
    expect(warn).toHaveBeenCalledWith("Guide generation attempt 2 failed:", expect.any(Error));
  });
});

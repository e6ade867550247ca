import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicLeadInput } from "../../../../contract/leads";
import { createI18n } from "../../../i18n/i18n";
import { testBrokerage, testTopics } from "../../../test/guide-fixtures";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { Questionnaire } from "./questionnaire";

// The language switch is a full page load (decision 017): the questionnaire mounted again in the other
// language reopens the step the visitor was on, with their answers.

const routes: LoopbackRoutes = {
  "GET /api/guides/topics": { json: testTopics },
  "GET /api/brokerage": { json: testBrokerage },
  "POST /api/leads/partial": (body) => ({ json: { ok: true, id: (body as PublicLeadInput).id, status: "Partial" } }),
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  api.requests.length = 0;
  api.setRoutes(routes);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const partials = () => api.requests.filter((r) => r.url === "/api/leads/partial").map((r) => r.body as PublicLeadInput);

async function reach(name: string | RegExp) {
  const heading = await screen.findByRole("heading", { name });
  await act(() => vi.advanceTimersByTimeAsync(500));
  return heading;
}

describe("Questionnaire after a language switch", () => {
  it("reopens the step in French with every answer before it", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const english = renderWithProviders(<Questionnaire />);
    await user.click(await screen.findByRole("button", { name: "Pricing Strategy" }));
    await reach("When are you planning to move?");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await reach("What's the main reason you're moving?");
    await user.click(screen.getByRole("button", { name: "Downsizing" }));
    await reach("Where are you planning to move to?");
    english.unmount();
    const savedBefore = partials().length;

    renderWithProviders(<Questionnaire />, { path: "/", i18n: await createI18n("fr-CA") });
    expect(await reach("Où prévoyez-vous déménager?")).toHaveFocus();
    expect(screen.getByText("Étape 4 sur 7")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retour" }));
    await reach("Quelle est la principale raison de votre déménagement?");
    expect(screen.getByRole("button", { name: "Réduire la taille de la propriété" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Réduire la taille de la propriété" }));
    await reach("Où prévoyez-vous déménager?");
    await user.type(screen.getByRole("textbox"), "Gatineau{Enter}");
    await reach("Avez-vous déjà vendu une propriété?");
    // The next save carries the answers given in English.
    expect(partials().slice(savedBefore).at(-1)).toMatchObject({
      topics: ["Pricing Strategy"],
      movingTimeline: 6,
      movingReason: "downsizing",
      movingLocation: "Gatineau",
      locale: "fr-CA",
    });
  });

  it("starts on the topics when the draft belongs to another session", async () => {
    window.sessionStorage.setItem(
      "flow-draft:questionnaire",
      JSON.stringify({ leadId: "lead_1700000000000_other0000", at: "location", values: { topic: "Pricing Strategy" } }),
    );
    renderWithProviders(<Questionnaire />);
    expect(screen.getByRole("heading", { name: "We're here to make home selling easier." })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByRole("heading", { name: "We're here to make home selling easier." })).toBeInTheDocument();
  });
});

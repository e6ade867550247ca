import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultQuietHours, defaultScoreRules } from "../../../../contract/nurture";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { ActionPlansTab } from "./action-plans-tab";

configure({ asyncUtilTimeout: 5000 });

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi({
    "GET /api/action-plans": { json: [] },
    "GET /api/action-plans/settings": { json: { scoreRules: defaultScoreRules, quietHours: defaultQuietHours } },
    "POST /api/action-plans": (body) => ({
      status: 201,
      json: {
        id: 1,
        ...(body as object),
        createdAt: "2026-11-26T15:00:00.000Z",
        updatedAt: "2026-11-26T15:00:00.000Z",
      },
    }),
  });
});
afterEach(() => api.close());

describe("ActionPlansTab", () => {
  it("builds a two-step plan in both languages and sends its delays in minutes", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActionPlansTab isAdmin />);
    expect(await screen.findByText("No action plans yet.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "New plan" }));
    await user.type(screen.getByLabelText("Plan name"), "Six months out");
    await user.selectOptions(screen.getByLabelText("Starts"), "Realtor leads moving in 6 months or more");
    // A step without its French text is refused before anything is sent.
    await user.type(screen.getByLabelText("Step 1: subject or task (English)"), "Market update");
    await user.click(screen.getByRole("button", { name: "Save plan" }));
    expect(
      screen.getByText("Give the plan a name and every step a subject and a message in both languages."),
    ).toBeVisible();
    await user.type(screen.getByLabelText("Step 1: subject or task (French)"), "Point du marché");
    await user.type(screen.getByLabelText("Step 1: message (English)"), "Here is what sold.");
    await user.type(screen.getByLabelText("Step 1: message (French)"), "Voici ce qui s’est vendu.");
    await user.click(screen.getByRole("button", { name: "Add a step" }));
    await user.selectOptions(screen.getByLabelText("Step 2: kind"), "Task for the agent");
    await user.clear(screen.getByLabelText("Step 2: hours after the previous step"));
    await user.type(screen.getByLabelText("Step 2: hours after the previous step"), "72");
    await user.type(screen.getByLabelText("Step 2: subject or task (English)"), "Call the seller");
    await user.type(screen.getByLabelText("Step 2: subject or task (French)"), "Appeler le vendeur");
    await user.type(screen.getByLabelText("Step 2: message (English)"), "Ask about timing.");
    await user.type(screen.getByLabelText("Step 2: message (French)"), "Demander le calendrier.");
    await user.click(screen.getByRole("button", { name: "Save plan" }));
    expect(await screen.findByText("Plan saved")).toBeVisible();
    expect(api.requests.filter((r) => r.method === "POST").map((r) => r.body)).toEqual([
      {
        name: "Six months out",
        active: true,
        trigger: { kind: "timeframe", timeframes: ["6-12months", "over1year"], leadType: "realtor" },
        steps: [
          {
            kind: "email",
            delayMinutes: 24 * 60,
            subject: { en: "Market update", fr: "Point du marché" },
            body: { en: "Here is what sold.", fr: "Voici ce qui s’est vendu." },
          },
          {
            kind: "task",
            delayMinutes: 72 * 60,
            subject: { en: "Call the seller", fr: "Appeler le vendeur" },
            body: { en: "Ask about timing.", fr: "Demander le calendrier." },
          },
        ],
      },
    ]);
  });
});

import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { StaffLead } from "../../../../contract/leads";
import type { LeadBrief, LeadNurture, PlanRun } from "../../../../contract/nurture";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { NurtureCard } from "./nurture-card";

configure({ asyncUtilTimeout: 5000 });

const leadId = "lead_1767000000000_abc123";
const lead = { id: leadId, fullName: "Sarah Reader", locale: "fr-CA" } as StaffLead;
const run = (overrides: Partial<PlanRun> = {}): PlanRun => ({
  id: 4,
  leadId,
  planId: 2,
  planName: "Six months out",
  status: "active",
  nextStep: 0,
  nextStepKind: "email",
  nextStepTitle: { en: "Your market this month", fr: "Votre marché ce mois-ci" },
  nextDueAt: "2026-12-01T15:00:00.000Z",
  stepsTotal: 2,
  stepsDone: 0,
  reason: null,
  startedAt: "2026-11-26T15:00:00.000Z",
  ...overrides,
});
const nurture = (runs: PlanRun[]): LeadNurture => ({
  runs,
  signals: [{ kind: "guide_reopened", strong: false, occurredAt: "2026-11-26T16:00:00.000Z" }],
  score: 45,
  scoreFactors: [
    { code: "timeframe", points: 10, detail: "6-12months" },
    { code: "has_phone", points: 15, detail: null },
    { code: "engagement", points: 5, detail: "1" },
  ],
  plans: [
    { id: 2, name: "Six months out" },
    { id: 3, name: "Check-in" },
  ],
});
const brief: LeadBrief = {
  provider: "builtin",
  locale: "fr-CA",
  summary: "Sarah Reader wants to sell with an agent.",
  suggestedMessage: "Bonjour Sarah,\n\nAvez-vous des questions?",
  draft: true,
  sendBlocked: null,
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
let current = nurture([run()]);
let currentBrief = brief;
beforeEach(async () => {
  current = nurture([run()]);
  currentBrief = brief;
  api = await startLoopbackApi({
    [`GET /api/leads/${leadId}/nurture`]: () => ({ json: current }),
    [`GET /api/leads/${leadId}/brief?locale=en-CA`]: () => ({ json: currentBrief }),
    [`POST /api/leads/${leadId}/plans/4`]: () => {
      current = nurture([run({ status: "paused", reason: "staff" })]);
      return { json: current.runs };
    },
    [`POST /api/leads/${leadId}/brief/send`]: () => {
      currentBrief = { ...brief, summary: "Sarah Reader wants to sell with an agent. We e-mailed them on 2026-12-02." };
      return { json: { ok: true } };
    },
  });
});
afterEach(() => api.close());

describe("NurtureCard", () => {
  it("shows the score and why, the run's next step, pauses it, and sends the brief's message only on Send", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NurtureCard lead={lead} live={false} />);
    const card = await screen.findByRole("region", { name: "Action plans" });
    expect((await within(card).findByText("Score 45")).closest("p")).toHaveTextContent(
      "Score 45 · moving in 6 to 12 months, phone given, 1 recent sign of interest",
    );
    const item = within(card).getByText("Six months out", { exact: false }).closest("li") as HTMLElement;
    expect(item).toHaveTextContent("Running");
    expect(item).toHaveTextContent("0 of 2 steps done");
    expect(item).toHaveTextContent("Next: E-mail “Your market this month”, due");
    expect(within(card).getByText("The seller opened their guide again", { exact: false })).toBeVisible();
    // The plan already running is not offered again.
    expect(within(card).getByRole("combobox", { name: "Plan to start" })).toHaveTextContent("Check-in");

    await user.click(within(item).getByRole("button", { name: "Pause Six months out" }));
    expect(await within(card).findByRole("button", { name: "Resume Six months out" })).toBeVisible();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({ action: "pause" });

    expect(
      await within(card).findByText("Draft made by software: check it before sending.", { exact: false }),
    ).toBeVisible();
    const message = within(card).getByLabelText("Suggested message (in the seller's language)");
    expect(message).toHaveValue("Bonjour Sarah,\n\nAvez-vous des questions?");
    expect(message).toHaveAttribute("lang", "fr-CA");
    expect(api.requests.some((r) => r.url.endsWith("/brief/send"))).toBe(false);
    await user.click(within(card).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Message sent")).toBeVisible();
    expect(api.requests.find((r) => r.url.endsWith("/brief/send"))?.body).toEqual({
      message: "Bonjour Sarah,\n\nAvez-vous des questions?",
    });
    // The summary is read again after the send: it says the e-mail went.
    expect(
      await within(card).findByText("Sarah Reader wants to sell with an agent. We e-mailed them on 2026-12-02."),
    ).toBeVisible();
  });

  it.each([
    ["en-CA", "Send", "This seller's consent does not allow an e-mail: there is no consent on record."],
    ["fr-CA", "Envoyer", "Le consentement de ce vendeur ne permet pas de courriel : aucun consentement au dossier."],
  ] as const)(
    "in %s, disables Send with the reason when the seller's consent forbids an e-mail",
    async (locale, send, reason) => {
      api.setRoutes({
        [`GET /api/leads/${leadId}/brief?locale=${locale}`]: { json: { ...brief, sendBlocked: "email_no_consent" } },
      });
      renderWithProviders(<NurtureCard lead={lead} live={false} />, { i18n: await createI18n(locale) });
      const button = await screen.findByRole("button", { name: send });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
      expect(screen.getByText(reason)).toBeVisible();
    },
  );
});

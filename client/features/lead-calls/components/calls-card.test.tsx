import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { User } from "../../../../contract/auth";
import type { LeadCall } from "../../../../contract/calls";
import type { StaffLead } from "../../../../contract/leads";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { CallsCard } from "./calls-card";

const lead = { id: "lead_1700000000000_abc123def", fullName: "Jane Doe", phone: "(416) 555-0142" } as StaffLead;
const user = { id: 3, fullName: "Jordan Agent", email: "agent@demo.test" } as User;
const ended: LeadCall = {
  id: 7,
  leadId: lead.id,
  direction: "outbound",
  kind: "click_to_call",
  status: "ended",
  outcome: "answered",
  disposition: null,
  userId: 3,
  userName: "Jordan Agent",
  startedAt: "2026-12-02T19:00:00.000Z",
  answeredAt: "2026-12-02T19:00:20.000Z",
  endedAt: "2026-12-02T19:02:55.000Z",
  durationSeconds: 155,
};
const ringing: LeadCall = {
  ...ended,
  id: 8,
  status: "ringing_agent",
  outcome: null,
  answeredAt: null,
  endedAt: null,
  durationSeconds: null,
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi({
    [`GET /api/leads/${lead.id}/calls`]: { json: [ended] },
    [`POST /api/leads/${lead.id}/calls`]: { status: 201, json: { call: ringing } },
    [`PUT /api/leads/${lead.id}/calls/7/disposition`]: { json: { call: { ...ended, disposition: "reached" } } },
  });
});
afterEach(() => api.close());

describe("CallsCard", () => {
  it("calls, shows each call's outcome and duration, and records the disposition in one tap", async () => {
    const u = userEvent.setup();
    renderWithProviders(<CallsCard lead={lead} user={user} live={false} />);
    const list = await screen.findByRole("list", { name: "Calls with the seller" });
    const [item] = within(list).getAllByRole("listitem");
    expect(item).toHaveTextContent("Answered");
    expect(item).toHaveTextContent("2 min 35 s");
    expect(item).toHaveTextContent("by Jordan Agent");
    expect(
      screen.getByText("Your phone rings first. Press 1 to be connected to the seller at (416) 555-0142."),
    ).toBeVisible();

    await u.click(screen.getByRole("button", { name: "Call" }));
    expect(await screen.findByText("Your phone is ringing. Pick up and press 1.")).toBeVisible();
    expect(api.requests.find((r) => r.method === "POST")?.url).toBe(`/api/leads/${lead.id}/calls`);

    api.setRoutes({
      [`GET /api/leads/${lead.id}/calls`]: { json: [{ ...ended, disposition: "reached" }] },
      [`PUT /api/leads/${lead.id}/calls/7/disposition`]: { json: { call: { ...ended, disposition: "reached" } } },
    });
    await u.click(within(item as HTMLElement).getByRole("button", { name: "Reached" }));
    expect(await screen.findByText("Disposition: Reached")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ disposition: "reached" });
  });

  it("says why a call could not be placed, in French for a French screen", async () => {
    const u = userEvent.setup();
    api.setRoutes({
      [`GET /api/leads/${lead.id}/calls`]: { json: [] },
      [`POST /api/leads/${lead.id}/calls`]: {
        status: 409,
        json: { message: "outside", code: "call_not_allowed", reason: "call_outside_hours", params: {} },
      },
    });
    renderWithProviders(<CallsCard lead={lead} user={user} live={false} />, { i18n: await createI18n("fr-CA") });
    expect(await screen.findByText("Aucun appel pour l'instant.")).toBeVisible();
    await u.click(screen.getByRole("button", { name: "Appeler" }));
    expect(
      await screen.findByText(
        "C'est en dehors des heures d'appel dans le fuseau horaire du vendeur (de 9 h à 21 h 30 en semaine, de 10 h à 18 h la fin de semaine).",
      ),
    ).toBeVisible();
  });

  it("offers no Call button for a lead without a phone", async () => {
    api.setRoutes({ [`GET /api/leads/${lead.id}/calls`]: { json: [] } });
    renderWithProviders(<CallsCard lead={{ ...lead, phone: null }} user={user} live={false} />);
    expect(await screen.findByText("This lead has no phone number to call.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Call" })).toBeNull();
  });

  it("asks an agent without a phone for one, refuses one that is not a number, and saves it", async () => {
    const u = userEvent.setup();
    api.setRoutes({
      [`GET /api/leads/${lead.id}/calls`]: { json: [] },
      "GET /api/user": { json: { ...user, phone: null } },
      "PUT /api/user/phone": { json: { ...user, phone: "(416) 555-0188" } },
    });
    renderWithProviders(<CallsCard lead={lead} user={user} live={false} />);
    const field = await screen.findByLabelText("Your phone for calls");
    expect(screen.getByText("Add the number the portal rings first when you call a seller.")).toBeVisible();
    await u.type(field, "call me");
    await u.click(screen.getByRole("button", { name: "Save phone" }));
    expect(await screen.findByText("Please enter a valid phone number")).toBeVisible();
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);
    await u.clear(field);
    await u.type(field, "416 555 0188");
    await u.click(screen.getByRole("button", { name: "Save phone" }));
    expect(await screen.findByText("Calls ring your phone at (416) 555-0188.")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ phone: "(416) 555-0188" });
  });

  it("shows the agent's phone in French with Modifier, which opens the form with it", async () => {
    const u = userEvent.setup();
    api.setRoutes({
      [`GET /api/leads/${lead.id}/calls`]: { json: [] },
      "GET /api/user": { json: { ...user, phone: "(416) 555-0177" } },
    });
    renderWithProviders(<CallsCard lead={lead} user={user} live={false} />, { i18n: await createI18n("fr-CA") });
    expect(await screen.findByText(/Les appels font sonner votre téléphone au \(416\) 555-0177\./)).toBeVisible();
    await u.click(screen.getByRole("button", { name: "Modifier" }));
    expect(screen.getByLabelText("Votre téléphone pour les appels")).toHaveValue("(416) 555-0177");
    expect(screen.getByRole("button", { name: "Annuler" })).toBeVisible();
  });
});

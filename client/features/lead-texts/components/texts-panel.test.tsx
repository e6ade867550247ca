import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { User } from "../../../../contract/auth";
import type { StaffLead } from "../../../../contract/leads";
import type { LeadText } from "../../../../contract/texting";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { TextsPanel } from "./texts-panel";

const lead = {
  id: "lead_1700000000000_abc123def",
  fullName: "Marie Roy",
  phone: "(514) 555-0188",
  locale: "fr-CA",
} as StaffLead;
const user = { id: 3, fullName: "Priya Sharma", email: "agent@demo.test" } as User;
const texts: LeadText[] = [
  {
    id: 1,
    direction: "out",
    body: "Maple Realty : Bonjour Marie, nous avons bien reçu votre demande.",
    status: "delivered",
    createdAt: "2026-03-10T14:00:00.000Z",
    author: { kind: "automatic", name: null },
  },
  {
    id: 2,
    direction: "in",
    body: "Merci! Appelez-moi après 17 h.",
    status: "received",
    createdAt: "2026-03-10T14:05:00.000Z",
    author: { kind: "seller", name: null },
  },
];

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi({
    [`GET /api/leads/${lead.id}/texts`]: { json: texts },
    "GET /api/brokerage": { json: { name: "Maple Realty", address: "", phone: "", email: "", logoUrl: "" } },
    [`POST /api/leads/${lead.id}/texts`]: { status: 202, json: { text: { ...texts[0], id: 3 } } },
  });
});
afterEach(() => api.close());

describe("TextsPanel", () => {
  it("shows the thread in order with sender and status, and fills a template in the seller's language", async () => {
    const u = userEvent.setup();
    renderWithProviders(<TextsPanel lead={lead} user={user} live={false} />);
    const thread = await screen.findByRole("list", { name: "Text conversation" });
    const items = within(thread).getAllByTestId("text-item");
    expect(items.map((item) => item.getAttribute("data-direction"))).toEqual(["out", "in"]);
    expect(items[0]).toHaveTextContent("Automatic");
    expect(items[0]).toHaveTextContent("Delivered");
    expect(items[1]).toHaveTextContent("Seller");
    expect(items[1]).toHaveTextContent("Received");

    // The screen is in English; the seller reads French.
    const introduction = screen.getByRole("button", { name: "Introduction" });
    await expect.poll(() => introduction.hasAttribute("disabled")).toBe(false);
    await u.click(introduction);
    const box = screen.getByLabelText("Write a text");
    expect(screen.getByText(/in the seller's language \(French\)/)).toBeVisible();
    expect(box).toHaveValue(
      "Bonjour Marie, ici Priya Sharma, de Maple Realty. Merci de votre demande! Quel moment vous conviendrait pour en parler?",
    );
    await u.click(screen.getByRole("button", { name: "Send text" }));
    expect(await screen.findByText("Text queued")).toBeVisible();
    const sent = api.requests.find((r) => r.method === "POST");
    expect(sent?.body).toEqual({
      body: "Bonjour Marie, ici Priya Sharma, de Maple Realty. Merci de votre demande! Quel moment vous conviendrait pour en parler?",
    });
    expect(box).toHaveValue("");
  });

  it("words the tab in French for a French screen", async () => {
    renderWithProviders(<TextsPanel lead={lead} user={user} live={false} />, { i18n: await createI18n("fr-CA") });
    const thread = await screen.findByRole("list", { name: "Conversation par texto" });
    expect(
      within(thread)
        .getAllByTestId("text-status")
        .map((s) => s.textContent),
    ).toEqual(["Livré", "Reçu"]);
    expect(screen.getByRole("button", { name: "Présentation" })).toBeVisible();
  });
});

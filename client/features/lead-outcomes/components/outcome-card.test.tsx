import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LeadOutcome } from "../../../../contract/ads";
import type { StaffLead } from "../../../../contract/leads";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { OutcomeCard } from "./outcome-card";

configure({ asyncUtilTimeout: 5000 });

const leadId = "lead_1767000000000_abc123";
const lead = { id: leadId, fullName: "Sarah Reader" } as StaffLead;
const empty: LeadOutcome = {
  listingSignedOn: null,
  listPriceCents: null,
  soldOn: null,
  soldPriceCents: null,
  gciCents: null,
  updatedAt: null,
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi({
    [`GET /api/leads/${leadId}/outcome`]: { json: empty },
    [`PUT /api/leads/${leadId}/outcome`]: (body) => ({
      json: { ...empty, ...(body as object), updatedAt: "2026-12-02T15:00:00.000Z" },
    }),
  });
});
afterEach(() => api.close());

describe("OutcomeCard", () => {
  it("records the listing and the sale in cents, exactly as typed in dollars", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OutcomeCard lead={lead} user={null} live={false} />);
    const card = await screen.findByRole("region", { name: "Deal" });
    await user.type(await within(card).findByLabelText("Listing signed on"), "2026-10-01");
    await user.type(await within(card).findByLabelText("List price ($)"), "825,000");
    await user.type(await within(card).findByLabelText("Sold on"), "2026-11-15");
    await user.type(await within(card).findByLabelText("Sale price ($)"), "$810,000.00");
    await user.type(await within(card).findByLabelText("Gross commission ($)"), "20250.10");
    await user.click(within(card).getByRole("button", { name: "Save deal" }));
    expect(await screen.findByText("Deal saved")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({
      listingSignedOn: "2026-10-01",
      soldOn: "2026-11-15",
      listPriceCents: 82_500_000,
      soldPriceCents: 81_000_000,
      gciCents: 2_025_010,
    });
  });

  it("says which amount is not one, and sends nothing", async () => {
    const user = userEvent.setup();
    renderWithProviders(<OutcomeCard lead={lead} user={null} live={false} />);
    const card = await screen.findByRole("region", { name: "Deal" });
    await user.type(await within(card).findByLabelText("Gross commission ($)"), "about 20k");
    await user.click(within(card).getByRole("button", { name: "Save deal" }));
    expect(within(card).getByRole("alert")).toHaveTextContent("Enter an amount in dollars, such as 825000 or 20250.50");
    expect(within(card).getByLabelText("Gross commission ($)")).toHaveAttribute("aria-invalid", "true");
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("in French, reads the decimal comma and shows the server's refusal in French", async () => {
    api.setRoutes({
      [`GET /api/leads/${leadId}/outcome`]: { json: empty },
      [`PUT /api/leads/${leadId}/outcome`]: {
        status: 400,
        json: {
          message: "The sale cannot be dated before the listing was signed.",
          code: "validation_error",
          reason: "sale_before_listing",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OutcomeCard lead={lead} user={null} live={false} />, { i18n: await createI18n("fr-CA") });
    const card = await screen.findByRole("region", { name: "Transaction" });
    await user.type(await within(card).findByLabelText("Commission brute ($)"), "20 250,50");
    await user.click(within(card).getByRole("button", { name: "Enregistrer la transaction" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent(
      "La vente ne peut pas être datée d'avant la signature de l'inscription.",
    );
    expect(api.requests.find((r) => r.method === "PUT")?.body).toMatchObject({ gciCents: 2_025_050 });
  });
});

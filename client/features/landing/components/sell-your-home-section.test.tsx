import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { renderWithProviders } from "../../../test/render";
import { SellYourHomeSection } from "./sell-your-home-section";

describe("SellYourHomeSection", () => {
  it("offers the two lead paths with the spec's points", () => {
    renderWithProviders(<SellYourHomeSection />);
    expect(screen.getByRole("heading", { level: 2, name: "Sell Your Home" })).toBeInTheDocument();

    const agent = screen.getByRole("article", { name: "With a Real Estate Agent" });
    expect(
      within(agent)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Expert advice", "MLS access", "Negotiation help", "Paperwork help"]);
    expect(within(agent).getByRole("link", { name: "Choose" })).toHaveAttribute("href", "/lead-flow/realtor");

    const cash = screen.getByRole("article", { name: "Get an Instant Cash Offer" });
    expect(
      within(cash)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Sell as-is", "Close in as little as 7 days", "No showings", "No staging"]);
    expect(within(cash).getByRole("link", { name: "Choose" })).toHaveAttribute("href", "/lead-flow/cash-offer");
  });

  it("beside the two paths, asks what the home is worth (the home-value funnel), in French too", async () => {
    renderWithProviders(<SellYourHomeSection />, { path: "/?variant=two-step" });
    const value = screen.getByRole("article", { name: "What is my home worth?" });
    expect(within(value).getByRole("link", { name: "See my estimate" })).toHaveAttribute("href", "/home-value");
    cleanup();
    renderWithProviders(<SellYourHomeSection />, { i18n: await createI18n("fr-CA") });
    const french = screen.getByRole("article", { name: "Combien vaut ma propriété?" });
    expect(within(french).getByRole("link", { name: "Voir mon estimation" })).toBeInTheDocument();
  });

  it("'Choose' opens the lead flow", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<SellYourHomeSection />);
    await user.click(
      within(screen.getByRole("article", { name: "Get an Instant Cash Offer" })).getByRole("link", { name: "Choose" }),
    );
    expect(location.history?.at(-1)).toBe("/lead-flow/cash-offer");
  });

  it("carries a lead-flow preview from the landing URL, and nothing else", () => {
    renderWithProviders(<SellYourHomeSection />, { path: "/?variant=two-step&utm_source=x" });
    expect(
      within(screen.getByRole("article", { name: "With a Real Estate Agent" })).getByRole("link", { name: "Choose" }),
    ).toHaveAttribute("href", "/lead-flow/realtor?variant=two-step");
  });

  it("ignores an unknown variant", () => {
    renderWithProviders(<SellYourHomeSection />, { path: "/?variant=split" });
    expect(
      within(screen.getByRole("article", { name: "Get an Instant Cash Offer" })).getByRole("link", { name: "Choose" }),
    ).toHaveAttribute("href", "/lead-flow/cash-offer");
  });
});

import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n";
import { renderWithProviders } from "../test/render";
import { BrokerageFooter } from "./brokerage-footer";
import { HomeValueLink } from "./home-value-link";

describe("the ways to /home-value", () => {
  it("is a plain link where a seller hesitates, to the page's language's address", async () => {
    renderWithProviders(<HomeValueLink />);
    expect(screen.getByText(/Not sure what your home is worth\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get a free estimate" })).toHaveAttribute("href", "/home-value");
    cleanup();
    renderWithProviders(<HomeValueLink />, { i18n: await createI18n("fr-CA") });
    expect(screen.getByText(/Vous ne savez pas combien vaut votre propriété\?/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Obtenez une estimation gratuite" })).toHaveAttribute(
      "href",
      "/fr/home-value",
    );
  });

  it("is in the footer of every public page, in both languages", async () => {
    renderWithProviders(<BrokerageFooter />);
    expect(screen.getByRole("link", { name: "What is my home worth?" })).toHaveAttribute("href", "/home-value");
    cleanup();
    renderWithProviders(<BrokerageFooter />, { i18n: await createI18n("fr-CA") });
    expect(screen.getByRole("link", { name: "Combien vaut ma propriété?" })).toHaveAttribute("href", "/fr/home-value");
  });
});

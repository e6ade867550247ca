import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { EstimateRequestInput, EstimateResponse } from "../../../../contract/home-value";
import { homeValueDisclaimers } from "../../../../contract/home-value";
import { createI18n } from "../../../i18n/i18n";
import { renderWithProviders } from "../../../test/render";
import { EstimateForm, type EstimateFormValues, emptyEstimateForm, readEstimateForm } from "./estimate-form";
import { EstimateResult } from "./estimate-result";

function Harness({
  onSubmit,
  initial = emptyEstimateForm,
}: {
  onSubmit: (request: EstimateRequestInput) => void;
  initial?: EstimateFormValues;
}) {
  const [values, setValues] = useState<EstimateFormValues>(initial);
  return <EstimateForm values={values} onChange={setValues} onSubmit={onSubmit} working={false} />;
}

const filled: EstimateFormValues = {
  ...emptyEstimateForm,
  street: "25 Maple Avenue",
  city: "Toronto",
  province: "ON",
  postalCode: "M4C 1A1",
};

describe("the home-value form", () => {
  it("says what is missing or wrong, field by field, and sends nothing", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Postal code"), "12345");
    await userEvent.type(screen.getByLabelText("Living area (sq ft)"), "huge");
    await userEvent.click(screen.getByRole("button", { name: "See my estimate" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Street address")).toHaveFocus();
    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts).toEqual([
      "Enter the street address",
      "Enter the city",
      "Choose a province",
      "Please enter a valid postal code",
      "Enter a living area from 200 to 20,000 sq ft",
    ]);
    // Each message is tied to its field for a screen reader.
    const area = screen.getByLabelText("Living area (sq ft)");
    expect(area).toHaveAttribute("aria-invalid", "true");
    expect(area).toHaveAccessibleDescription("Enter a living area from 200 to 20,000 sq ft");
    expect(screen.getByLabelText("Province")).toHaveAccessibleDescription("Choose a province");
  });

  it("gives a year built out of range a message in words, in French too", async () => {
    for (const year of ["3025", "-5"])
      expect(readEstimateForm({ ...filled, yearBuilt: year })).toEqual({
        errors: { yearBuilt: "Enter the year the home was built, from 1800 to 2100" },
      });
    const i18n = await createI18n("fr-CA");
    renderWithProviders(<Harness onSubmit={vi.fn()} initial={{ ...filled, yearBuilt: "3025" }} />, { i18n });
    await userEvent.click(screen.getByRole("button", { name: "Voir mon estimation" }));
    const year = screen.getByLabelText("Année de construction");
    expect(year).toHaveFocus();
    expect(year).toHaveAccessibleDescription("Entrez l'année de construction de la propriété, de 1800 à 2100");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Entrez l'année de construction de la propriété, de 1800 à 2100",
    );
  });

  it("takes the separators each language writes in a number", () => {
    const read = (livingArea: string, bathrooms = "") => readEstimateForm({ ...filled, livingArea, bathrooms });
    for (const written of ["1450", "1,450", "1 450", "1\u00a0450", "1\u202f450", " 1,450 "])
      expect(read(written)).toMatchObject({ request: { livingArea: 1450 } });
    expect(read("12,500")).toMatchObject({ request: { livingArea: 12_500 } });
    expect(read("1800", "2,5")).toMatchObject({ request: { livingArea: 1800, bathrooms: 2.5 } });
    expect(read("1800", "1.5")).toMatchObject({ request: { bathrooms: 1.5 } });
    for (const wrong of ["1,45", "14,50", "1.450", "huge", "25000"])
      expect(read(wrong)).toEqual({ errors: { livingArea: "Enter a living area from 200 to 20,000 sq ft" } });
    expect(read("1800", "2.3")).toEqual({
      errors: { bathrooms: "Enter a number of bathrooms from 0 to 20, in halves (for example 2.5)" },
    });
  });

  it("sends the address and the details it was given, as the API takes them", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("Street address"), "25 Maple Avenue");
    await userEvent.type(screen.getByLabelText("City"), "Toronto");
    await userEvent.selectOptions(screen.getByLabelText("Province"), "ON");
    await userEvent.type(screen.getByLabelText("Postal code"), "m4c1a1");
    await userEvent.selectOptions(screen.getByLabelText("Type of home"), "detached");
    await userEvent.type(screen.getByLabelText("Bathrooms"), "2,5");
    await userEvent.type(screen.getByLabelText("Living area (sq ft)"), "1800");
    await userEvent.click(screen.getByRole("button", { name: "See my estimate" }));
    expect(onSubmit).toHaveBeenCalledWith({
      street: "25 Maple Avenue",
      unit: undefined,
      city: "Toronto",
      province: "ON",
      postalCode: "M4C 1A1",
      propertyType: "detached",
      bathrooms: 2.5,
      livingArea: 1800,
    });
  });

  it("refuses a postal code of another province", () => {
    const read = readEstimateForm({
      ...emptyEstimateForm,
      street: "1 A St",
      city: "Laval",
      province: "QC",
      postalCode: "M4C 1A1",
    });
    expect(read).toEqual({ errors: { postalCode: "Please enter a postal code in the province you chose" } });
  });
});

describe("the estimate", () => {
  const answer: EstimateResponse = {
    estimate: { low: 1_450_000, value: 1_600_000, high: 1_760_000, currency: "CAD" },
    comparables: [
      {
        address: "12 Oak Street",
        city: "Toronto",
        propertyType: "detached",
        soldDate: "2026-05-04",
        price: 1_580_000,
        livingArea: 1750,
        bedrooms: 3,
        bathrooms: 2,
        yearBuilt: 1990,
        distanceKm: 0.4,
      },
    ],
    reason: null,
    coverage: 0.8,
    disclaimer: homeValueDisclaimers["en-CA"],
  };

  it("shows the range, the comparables and the disclaimer", () => {
    renderWithProviders(<EstimateResult answer={answer} />);
    expect(screen.getByTestId("estimate-value")).toHaveTextContent("$1,600,000");
    expect(screen.getByTestId("estimate-range")).toHaveTextContent("$1,450,000 to $1,760,000");
    expect(screen.getByText("About 80% of the homes we have sold went for a price inside their range.")).toBeTruthy();
    expect(screen.getByRole("listitem")).toHaveTextContent("12 Oak Street, Toronto");
    expect(screen.getByRole("listitem")).toHaveTextContent("Sold May 04, 2026 · $1,580,000");
    expect(screen.getByTestId("disclaimer")).toHaveTextContent("This is an estimate, not an appraisal.");
  });

  it("restates the address, puts the next step before the comparables, and shows each comparable's adjustments", async () => {
    const adjusted: EstimateResponse = {
      ...answer,
      comparables: [
        { ...answer.comparables[0], adjustments: { size: 12_000, age: -5_000, time: 8_000 }, adjustedPrice: 1_595_000 },
      ] as EstimateResponse["comparables"],
    };
    const { unmount } = renderWithProviders(
      <EstimateResult
        answer={adjusted}
        address="25 Maple Avenue, Toronto, ON M4C 1A1"
        next={<h2>What would you like to do next?</h2>}
      />,
    );
    expect(screen.getByTestId("estimate-address")).toHaveTextContent("For 25 Maple Avenue, Toronto, ON M4C 1A1");
    const headings = screen.getAllByRole("heading").map((h) => h.textContent);
    expect(headings).toEqual([
      "Your estimate",
      "What would you like to do next?",
      "Homes sold nearby that we compared",
    ]);
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent("Sold May 04, 2026 · $1,580,000");
    expect(item).toHaveTextContent("1,750 sq ft · 3 bedrooms · 0.4 km away");
    expect(screen.getByTestId("comparable-adjustments")).toHaveTextContent(
      "Adjusted to $1,595,000 for your home: size +$12,000, age -$5,000, time since the sale +$8,000",
    );
    unmount();
    renderWithProviders(<EstimateResult answer={adjusted} />, { i18n: await createI18n("fr-CA") });
    // « Fourchette probable : », a no-break space before the colon.
    expect(screen.getByTestId("estimate-range").parentElement?.textContent).toMatch(/^Fourchette probable\u00a0: \d/);
    expect(screen.getByTestId("comparable-adjustments").textContent?.replace(/\s/g, " ")).toBe(
      "Ajusté à 1 595 000 $ pour votre propriété : superficie +12 000 $, âge -5 000 $, temps écoulé depuis la vente +8 000 $",
    );
    // Without the estimator's adjustments (optional in the contract), nothing is claimed.
    renderWithProviders(<EstimateResult answer={answer} />);
    expect(screen.queryAllByTestId("comparable-adjustments")).toHaveLength(1);
  });

  it("in French, an estimate in French money, and no number says an agent will prepare the analysis", async () => {
    const i18n = await createI18n("fr-CA");
    const { unmount } = renderWithProviders(
      <EstimateResult answer={{ ...answer, disclaimer: homeValueDisclaimers["fr-CA"] }} />,
      { i18n },
    );
    expect(screen.getByTestId("estimate-range").textContent?.replace(/\s/g, " ")).toBe("1 450 000 $ à 1 760 000 $");
    expect(screen.getByTestId("disclaimer")).toHaveTextContent("Ce chiffre est une estimation, pas une évaluation.");
    unmount();
    renderWithProviders(
      <EstimateResult answer={{ ...answer, estimate: null, comparables: [], reason: "too-few-comparables" }} />,
      { i18n },
    );
    expect(screen.getByRole("heading", { name: "Un courtier préparera votre analyse" })).toBeTruthy();
  });
});

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

function Harness({ onSubmit }: { onSubmit: (request: EstimateRequestInput) => void }) {
  const [values, setValues] = useState<EstimateFormValues>(emptyEstimateForm);
  return <EstimateForm values={values} onChange={setValues} onSubmit={onSubmit} working={false} />;
}

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
      "Required",
      "Required",
      "Please choose an answer",
      "Please enter a valid postal code",
      "Enter a number",
    ]);
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

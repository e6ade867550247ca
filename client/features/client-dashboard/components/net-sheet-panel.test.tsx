import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { buildDashboard } from "../testing/fixtures";
import { NetSheetPanel } from "./net-sheet-panel";

function line(label: string): string | null | undefined {
  const term = within(screen.getByLabelText("Net sheet estimate")).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent;
}

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

describe("NetSheetPanel", () => {
  it("computes every line of the spec's example in CAD as the client types", async () => {
    renderWithProviders(<NetSheetPanel data={buildDashboard()} />);
    expect(screen.getByLabelText("Listing commission (%)")).toHaveValue("2.5");
    expect(screen.getByLabelText("Co-op commission (%)")).toHaveValue("2.5");
    await fill({
      "Sale price ($)": "800,000",
      "Mortgage balance ($)": "350000",
      "Mortgage discharge fee ($)": "500",
      "Legal fees ($)": "1500",
      "Other expenses ($)": "2000",
    });
    expect(line("Sale price")).toBe("$800,000.00");
    expect(line("Listing commission (2.5%)")).toBe("$20,000.00");
    expect(line("Co-op commission (2.5%)")).toBe("$20,000.00");
    expect(line("Total commissions")).toBe("$40,000.00");
    expect(line("HST (13%) on commissions")).toBe("$5,200.00");
    expect(line("Legal fees")).toBe("$1,500.00");
    expect(line("Other expenses")).toBe("$2,000.00");
    expect(line("Mortgage balance")).toBe("$350,000.00");
    expect(line("Mortgage discharge fee")).toBe("$500.00");
    expect(line("Total costs")).toBe("$399,200.00");
    expect(line("Estimated net proceeds")).toBe("$400,800.00");
  });

  it("takes a plan's rate as the listing commission", async () => {
    renderWithProviders(<NetSheetPanel data={buildDashboard()} />);
    const user = await fill({ "Sale price ($)": "500000" });
    await user.click(screen.getByRole("button", { name: "Premium 3.5%" }));
    expect(screen.getByLabelText("Listing commission (%)")).toHaveValue("3.5");
    expect(line("Listing commission (3.5%)")).toBe("$17,500.00");
  });

  it("shows the contract's message beside each invalid field and no estimate", async () => {
    renderWithProviders(<NetSheetPanel data={buildDashboard()} />);
    await fill({
      "Sale price ($)": "200,000,000",
      "Mortgage balance ($)": "-1",
      "Listing commission (%)": "11",
      "Legal fees ($)": "abc",
    });
    expect(screen.getByText("Enter a price under $100,000,000")).toBeInTheDocument();
    expect(screen.getByText("Cannot be negative")).toBeInTheDocument();
    expect(screen.getByText("At most 10%")).toBeInTheDocument();
    expect(screen.getByText("Enter a number")).toBeInTheDocument();
    expect(screen.getByLabelText("Mortgage balance ($)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Correct the highlighted fields to see your estimate.")).toBeInTheDocument();
    expect(screen.queryByText("Estimated net proceeds")).not.toBeInTheDocument();
  });
});

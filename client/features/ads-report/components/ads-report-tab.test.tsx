import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AdsReport, AdsReportRow } from "../../../../contract/ads";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { shiftMonth, thisMonth } from "../utils/format-money";
import { AdsReportTab } from "./ads-report-tab";

const figures = {
  reached: 0,
  appointments: 0,
  sold: 0,
  gciCents: 0,
  costPerSaleCents: null,
  medianFirstAttemptSeconds: null,
};
const row = (source: string, f: Partial<AdsReportRow>): AdsReportRow => ({
  source,
  campaignId: null,
  campaignName: null,
  agentId: null,
  agentName: null,
  leads: 0,
  listingsSigned: 0,
  spendCents: 0,
  costPerLeadCents: null,
  costPerListingCents: null,
  ...figures,
  ...f,
});

// The figures of the server's report test: Facebook $1,500.01 over 7 leads and 3 listings; Google $333.33
// over 2 leads and none; a direct lead without spend.
const report: AdsReport = {
  from: "2026-10",
  to: "2026-11",
  groupBy: "source",
  rows: [
    row("direct", { leads: 1, spendCents: 0, costPerLeadCents: 0 }),
    row("facebook", {
      leads: 7,
      listingsSigned: 3,
      spendCents: 150_001,
      costPerLeadCents: 21_429,
      costPerListingCents: 50_000,
    }),
    row("google", { leads: 2, spendCents: 33_333, costPerLeadCents: 16_667 }),
  ],
  total: {
    ...figures,
    leads: 10,
    listingsSigned: 3,
    spendCents: 183_334,
    costPerLeadCents: 18_333,
    costPerListingCents: 61_111,
  },
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi(() => ({ json: report }));
});
afterEach(() => api.close());

const asked = () => api.requests.map((r) => Object.fromEntries(new URL(r.url, "http://x").searchParams));
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole("cell")
    .map((c) => c.textContent);

describe("AdsReportTab", () => {
  it("shows the last 12 months by source: leads, costs and spend to the cent, the total, a chart and the export", async () => {
    renderWithProviders(<AdsReportTab />);
    const table = await screen.findByRole("table", { name: "Cost per listing by source" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Source", "Leads", "Cost per lead", "Signed listings", "Cost per signed listing", "Spend"]);
    expect(cells(rowOf(table, "Facebook"))).toEqual(["7", "$214.29", "3", "$500.00", "$1,500.01"]);
    expect(cells(rowOf(table, "Google"))).toEqual(["2", "$166.67", "0", "—", "$333.33"]);
    expect(cells(rowOf(table, "Direct"))).toEqual(["1", "$0.00", "0", "—", "$0.00"]);
    expect(cells(rowOf(table, "All sources"))).toEqual(["10", "$183.33", "3", "$611.11", "$1,833.34"]);

    const to = thisMonth();
    expect(asked()).toEqual([{ from: shiftMonth(to, 11), to, groupBy: "source" }]);
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/api/reports/ads.csv?from=${shiftMonth(to, 11)}&to=${to}&groupBy=source`,
    );

    // The chart arrives lazily, named for its figure; its bars say their amounts.
    const chart = await screen.findByRole("img", { name: "Spend by source The table below has the same figures." });
    expect(within(chart).getByText("$1,500.01")).toBeInTheDocument();
    expect(chart.querySelectorAll("rect")).toHaveLength(2); // direct spent nothing: no bar
  });

  it("draws the cost per signed listing when chosen, saying which source signed none", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AdsReportTab />);
    await screen.findByRole("img", { name: /^Spend by source/ });
    await user.selectOptions(screen.getByLabelText("Chart"), "Cost per signed listing by source");
    const chart = screen.getByRole("img", { name: /^Cost per signed listing by source/ });
    expect(within(chart).getByText("$500.00")).toBeInTheDocument();
    expect(within(chart).getAllByText("no signed listing")).toHaveLength(2);
    expect(chart.querySelectorAll("rect")).toHaveLength(1);
  });

  it("asks for the months chosen, and says what is wrong with them instead of asking", async () => {
    renderWithProviders(<AdsReportTab />);
    await screen.findByRole("table");
    fireEvent.change(screen.getByLabelText("From month"), { target: { value: "2026-10" } });
    fireEvent.change(screen.getByLabelText("To month"), { target: { value: "2026-11" } });
    await expect.poll(() => asked().at(-1)).toEqual({ from: "2026-10", to: "2026-11", groupBy: "source" });
    const count = api.requests.length;
    fireEvent.change(screen.getByLabelText("From month"), { target: { value: "2026-12" } });
    expect(screen.getByRole("alert")).toHaveTextContent("The period ends before it starts.");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("link", { name: "Export CSV" })).toBeNull();
    expect(api.requests.length).toBe(count);
  });

  it("says so when the period has nothing, and when the report fails, with a retry", async () => {
    api.setRoutes(() => ({ json: { ...report, rows: [], total: { ...report.total, leads: 0 } } }));
    const { unmount } = renderWithProviders(<AdsReportTab />);
    expect(await screen.findByText("No leads or spend in this period.")).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
    unmount();

    api.setRoutes(() => ({ status: 500, json: { message: "Internal error", code: "internal" } }));
    renderWithProviders(<AdsReportTab />);
    expect(await screen.findByText("Loading the report...")).toBeVisible();
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("The report could not be loaded.");
    api.setRoutes(() => ({ json: report }));
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeVisible();
  });

  it("is all in French for a French screen: texts, dollars and the chart", async () => {
    renderWithProviders(<AdsReportTab />, { i18n: await createI18n("fr-CA") });
    const table = await screen.findByRole("table", { name: "Coût par inscription selon la source" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual([
      "Source",
      "Prospects",
      "Coût par prospect",
      "Inscriptions signées",
      "Coût par inscription signée",
      "Dépenses",
    ]);
    const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
    expect(cells(rowOf(table, "Facebook")).map((c) => nbsp(c ?? ""))).toEqual([
      "7",
      "214,29 $",
      "3",
      "500,00 $",
      "1 500,01 $",
    ]);
    expect(within(table).getByRole("rowheader", { name: "Toutes les sources" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Exporter en CSV" })).toBeVisible();
    expect(screen.getByLabelText("Du mois")).toBeVisible();
    const chart = await screen.findByRole("img", { name: /^Dépenses selon la source/ });
    expect(chart).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\b(Spend|Leads|Export CSV|listing|Chart|All sources)\b/);
  });
});

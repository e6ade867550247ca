import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ResponseReport } from "../../../../contract/pipeline";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { ResponseTab } from "./response-tab";

const report: ResponseReport = {
  brokerage: { leads: 4, contacted: 3, medianSeconds: 95, p90Seconds: 7260, withinHourShare: 0.5, overdue: 1 },
  agents: [
    {
      agentId: 7,
      agentName: "Avery Agent",
      leads: 4,
      contacted: 3,
      medianSeconds: 95,
      p90Seconds: 7260,
      withinHourShare: 0.5,
      overdue: 1,
    },
  ],
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi(() => ({ json: report }));
});
afterEach(() => api.close());

/** The periods the tab asked the API for, as [from, to] instants. */
const periodsAsked = () =>
  api.requests.map((r) => {
    const params = new URL(r.url, "http://x").searchParams;
    return [params.get("from"), params.get("to")];
  });
const localDay = (y: number, m: number, d: number) => new Date(y, m - 1, d).toISOString();

describe("ResponseTab", () => {
  it("words the unassigned row in the screen's language (the server sends no English name for it)", async () => {
    const unassigned = { ...report.agents[0], agentId: null, agentName: null } as ResponseReport["agents"][number];
    api.setRoutes(() => ({ json: { ...report, agents: [unassigned] } }));
    renderWithProviders(<ResponseTab />, { i18n: await createI18n("fr-CA") });
    const table = await screen.findByRole("table");
    expect(within(table).getByRole("rowheader", { name: "Non attribué" })).toBeVisible();
    expect(within(table).queryByText("Not assigned")).toBeNull();
  });

  it("shows the last 30 days by default, per agent and for the brokerage", async () => {
    renderWithProviders(<ResponseTab />);
    const table = await screen.findByRole("table", { name: "Time to first contact" });
    expect(within(table).getByRole("rowheader", { name: "Avery Agent" })).toBeVisible();
    expect(within(table).getByRole("columnheader", { name: "Overdue now" })).toBeVisible();
    expect(within(table).getAllByText("1 min 35 s")).toHaveLength(2);
    const [[from, to]] = periodsAsked() as [[string, string]];
    expect(Date.parse(to) - Date.parse(from)).toBe(30 * 86_400_000);
  });

  it("asks for whole local days between custom dates, the last day included", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResponseTab />);
    await screen.findByRole("table");
    await user.selectOptions(screen.getByLabelText("Period"), "Custom dates");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-10" } });
    await expect.poll(() => periodsAsked().at(-1)).toEqual([localDay(2026, 11, 1), localDay(2026, 11, 11)]);
    expect(await screen.findByRole("table")).toBeVisible();
  });

  it("says what is wrong with custom dates instead of asking the API", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResponseTab />);
    await screen.findByRole("table");
    await user.selectOptions(screen.getByLabelText("Period"), "Custom dates");
    await expect.poll(() => api.requests.length).toBe(2);
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-20" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-10" } });
    expect(screen.getByRole("alert")).toHaveTextContent("The period ends before it starts.");
    expect(screen.queryByRole("table")).toBeNull();
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "" } });
    expect(screen.getByRole("alert")).toHaveTextContent("Choose the first and the last day.");
    expect(screen.getByLabelText("To")).toHaveAttribute("aria-invalid", "true");
    expect(api.requests).toHaveLength(2);
  });

  it("speaks French", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResponseTab />, { i18n: await createI18n("fr-CA") });
    await screen.findByRole("table");
    await user.selectOptions(screen.getByLabelText("Période"), "Dates au choix");
    expect(screen.getByLabelText("Du")).toBeVisible();
    expect(screen.getByLabelText("Au")).toBeVisible();
  });
});

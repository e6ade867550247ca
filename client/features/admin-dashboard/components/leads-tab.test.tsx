import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REPRESENTED_TAG } from "../../../../contract/constants";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { agents, staffLead } from "../testing/fixtures";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { LeadsTab } from "./leads-tab";

allowSlowRoundTrips();

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const lead = staffLead();

beforeEach(async () => {
  api = await startLoopbackApi({
    "GET /api/leads?limit=25": { json: [lead] },
    "GET /api/leads?limit=25&type=cash": { json: [lead] },
    "GET /api/leads?limit=25&q=zzz": { json: [] },
    "GET /api/admin/agents": { json: agents },
  });
});
afterEach(() => api.close());

const CallList = () => <section aria-label="Today's call list">call list</section>;

describe("LeadsTab", () => {
  it("assigns a lead to an active agent and reports it", async () => {
    const user = userEvent.setup();
    // As the server does: once assigned, the list reads the lead with its agent.
    let stored = lead;
    api.setRoutes({
      "GET /api/leads?limit=25": () => ({ json: [stored] }),
      "GET /api/admin/agents": { json: agents },
      [`PATCH /api/leads/${lead.id}`]: () => {
        stored = { ...lead, agentId: 3 };
        return { json: stored };
      },
    });
    renderWithProviders(<LeadsTab />);
    const select = await screen.findByRole("combobox", { name: "Assign Jordan Seller to an agent" });
    await screen.findByRole("option", { name: "Priya Sharma" });
    expect(within(select).queryByRole("option", { name: /Old Timer/ })).not.toBeInTheDocument();

    await user.selectOptions(select, "Priya Sharma");
    expect(await screen.findByText("Lead updated")).toBeVisible();
    expect(screen.getByText("Jordan Seller is assigned to Priya Sharma.")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({ agentId: 3 });
    expect(select).toHaveValue("3");
  });

  it("shows the server's message and the old assignment when assigning fails", async () => {
    const user = userEvent.setup();
    api.setRoutes({
      "GET /api/leads?limit=25": { json: [lead] },
      "GET /api/admin/agents": { json: agents },
      [`PATCH /api/leads/${lead.id}`]: {
        status: 400,
        json: { message: "Unknown agent", code: "validation_error", reason: "unknown_agent", params: {} },
      },
    });
    renderWithProviders(<LeadsTab />);
    await screen.findByRole("option", { name: "Sam Lee" });
    const select = screen.getByRole("combobox", { name: "Assign Jordan Seller to an agent" });
    await user.selectOptions(select, "Sam Lee");
    expect(await screen.findByText("Unknown agent")).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
    expect(select).toHaveValue("");
  });

  it("filters by type, exports what it shows, and says when nothing matches", async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeadsTab />);
    expect(await screen.findByText("1 lead")).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Lead type"), "cash");
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/leads/export.csv?type=cash",
    );
    await user.selectOptions(screen.getByLabelText("Lead type"), "");
    await user.type(screen.getByLabelText("Search leads"), "zzz");
    expect(await screen.findByText("No leads match this search.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/leads/export.csv?q=zzz",
    );
  });

  it("offers a retry when the list cannot load", async () => {
    api.setRoutes({
      "GET /api/leads?limit=25": { status: 503, json: { message: "Database unavailable" } },
      "GET /api/admin/agents": { json: agents },
    });
    const user = userEvent.setup();
    renderWithProviders(<LeadsTab />);
    // A proxy's answer, without the API's code: the call failed, with its status (never its English).
    expect(await screen.findByText("The request failed (503). Please try again.")).toBeVisible();
    api.setRoutes({ "GET /api/leads?limit=25": { json: [] }, "GET /api/admin/agents": { json: agents } });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No leads found")).toBeVisible();
  });

  it("shows each lead's stage as its one state (no status select) and says 1,000+ when the server stopped counting", async () => {
    const represented = staffLead({
      id: "lead_1700000000001_rep1",
      fullName: "Rita Represented",
      tag: REPRESENTED_TAG,
      stage: "do_not_contact",
    });
    api.setRoutes({
      "GET /api/leads?limit=25": {
        json: [represented, lead],
        headers: { "X-Total-Count": "1000", "X-Total-Count-Capped": "true" },
      },
      "GET /api/admin/agents": { json: agents },
    });
    renderWithProviders(<LeadsTab />);
    expect(await screen.findByText("1,000+ leads")).toBeVisible();
    const row = screen.getByRole("link", { name: "Rita Represented" }).closest("li") as HTMLElement;
    expect(within(row).getByText("Do not contact")).toBeVisible();
    expect(within(row).queryByText("Do Not Contact")).toBeNull();
    const other = screen.getByRole("link", { name: "Jordan Seller" }).closest("li") as HTMLElement;
    expect(within(other).getByText("New")).toBeVisible();
    // The form progress (Partial / Contacted / Qualified Lead) is no state of the lead: no select, no column.
    expect(screen.queryByRole("combobox", { name: /^Status of/ })).toBeNull();
    expect(screen.queryByText("Contacted")).toBeNull();
  });

  it("puts the call list after the results, so a search's hits come first", async () => {
    renderWithProviders(<LeadsTab Aside={CallList} />);
    const results = await screen.findByRole("list", { name: "Leads list" });
    const calls = screen.getByRole("region", { name: "Today's call list" });
    expect(results.compareDocumentPosition(calls) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("lists the unfinished leads apart and exports that list", async () => {
    const partial = staffLead({ id: "lead_1700000000002_par1", fullName: null, email: null, phone: null });
    api.setRoutes({
      "GET /api/leads?limit=25": { json: [lead] },
      "GET /api/leads?limit=25&view=unfinished": { json: [partial] },
      "GET /api/admin/agents": { json: agents },
    });
    const user = userEvent.setup();
    renderWithProviders(<LeadsTab />);
    expect(await screen.findByRole("link", { name: "Jordan Seller" })).toBeVisible();
    await user.selectOptions(screen.getByLabelText("Lead type"), "unfinished");
    expect(await screen.findByRole("link", { name: "Unnamed lead" })).toBeVisible();
    expect(screen.queryByRole("link", { name: "Jordan Seller" })).toBeNull();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      "/api/admin/leads/export.csv?view=unfinished",
    );
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ClientDashboard as Dashboard } from "../../../../contract/client-portal";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { buildDashboard, buildProfile, clientUser } from "../testing/fixtures";
import { ClientDashboard } from "./client-dashboard";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

async function renderDashboard(dashboard: Dashboard, routes: LoopbackRoutes = {}) {
  api = await startLoopbackApi({ "GET /api/client/dashboard": { json: dashboard }, ...routes });
  renderWithProviders(<ClientDashboard user={clientUser} />, { path: "/dashboard" });
  return api;
}

const tileLabels = [
  "My Profile",
  "Messages",
  "Seller's Guide",
  "Home Prep",
  "Partners",
  "Service Plans",
  "Net Sheet",
  "Offers",
  "Activity",
  "Documents",
];
const unnamed = buildProfile({ fullName: null, firstName: null, lastName: null });

describe("ClientDashboard", () => {
  it("greets the client by full name and shows the agent card, upcoming tasks and ten tiles", async () => {
    await renderDashboard(buildDashboard());
    expect(screen.getByRole("heading", { level: 1, name: "Client dashboard" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeInTheDocument();
    expect(await screen.findByText("Welcome, Jordan Taylor")).toBeInTheDocument();

    const agent = screen.getByRole("region", { name: "Your agent" });
    expect(within(agent).getByText("Priya Sharma")).toBeInTheDocument();
    expect(within(agent).getByRole("link", { name: "(416) 555-0103" })).toHaveAttribute("href", "tel:4165550103");
    expect(within(agent).getByRole("link", { name: "agent@demo.test" })).toHaveAttribute(
      "href",
      "mailto:agent@demo.test",
    );
    expect(within(agent).getByText("Maple Key Realty")).toBeInTheDocument();
    const tasks = screen.getByRole("region", { name: "Upcoming Tasks" });
    expect(within(tasks).getByText("Begin Phase 1 preparation")).toBeInTheDocument();

    const tools = within(screen.getByRole("region", { name: "Your tools" }));
    expect(tools.getAllByRole("button")).toHaveLength(10);
    for (const label of tileLabels) expect(tools.getByRole("button", { name: label })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Home Prep" })).toHaveAccessibleDescription("2 of 12 tasks done");
  });

  it("builds the name from first and last name when there is no full name", async () => {
    await renderDashboard(
      buildDashboard({ profile: buildProfile({ fullName: null, firstName: "Sam", lastName: "Lee" }) }),
    );
    expect(await screen.findByText("Welcome, Sam Lee")).toBeInTheDocument();
  });

  it("invites a client without a name to add one, saves it and greets them by it", async () => {
    const user = userEvent.setup();
    const saved = buildProfile({ fullName: "Sam Rivera", firstName: "Sam", lastName: "Rivera" });
    const server = await renderDashboard(buildDashboard({ profile: unnamed }), {
      "PATCH /api/client/profile": { json: saved },
    });
    await user.click(await screen.findByRole("button", { name: "Welcome! (click here to add your name)" }));

    const dialog = screen.getByRole("dialog", { name: "My Profile" });
    expect(within(dialog).getByLabelText("First name")).toHaveFocus();
    await user.type(within(dialog).getByLabelText("First name"), "Sam");
    await user.type(within(dialog).getByLabelText("Last name"), "Rivera");
    // After the save the dashboard is re-read for the activity log; it now has the name.
    server.setRoutes({
      "GET /api/client/dashboard": { json: buildDashboard({ profile: saved }) },
      "PATCH /api/client/profile": { json: saved },
    });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Welcome, Sam Rivera")).toBeInTheDocument();
    expect(server.requests.find((r) => r.method === "PATCH")?.body).toEqual({ firstName: "Sam", lastName: "Rivera" });
    expect(await within(dialog).findByRole("button", { name: "Edit name" })).toHaveFocus();
    expect(screen.getByText("Profile updated")).toBeInTheDocument();
  });

  it("shows the contract's messages, saves nothing on Cancel, and calls a nameless client 'Friend'", async () => {
    const user = userEvent.setup();
    const server = await renderDashboard(buildDashboard({ profile: unnamed }));
    await user.click(await screen.findByRole("button", { name: "My Profile" }));
    const dialog = screen.getByRole("dialog", { name: "My Profile" });
    expect(within(dialog).getByText("Friend")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Edit name" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("First name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Last name is required")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Last name"), "x".repeat(81));
    expect(await within(dialog).findByText("At most 80 characters")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(within(dialog).getByRole("button", { name: "Edit name" })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === "PATCH")).toEqual([]);
  });

  it("moves focus into a dialog, closes it with Escape and returns focus to the tile", async () => {
    const user = userEvent.setup();
    await renderDashboard(buildDashboard());
    const tile = await screen.findByRole("button", { name: "Service Plans" });
    await user.click(tile);
    const dialog = screen.getByRole("dialog", { name: "Service Plans" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByText("3.0%")).toBeInTheDocument();
    expect(within(dialog).getByText(/co-operating brokerage commission \(typically 2\.5%\)/)).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  it("says when the dashboard cannot load and loads it on Try again", async () => {
    const user = userEvent.setup();
    const server = await renderDashboard(buildDashboard(), {
      "GET /api/client/dashboard": { status: 500, json: { message: "Internal error" } },
    });
    expect(await screen.findByText("We couldn't load your dashboard.")).toBeInTheDocument();
    server.setRoutes({ "GET /api/client/dashboard": { json: buildDashboard() } });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Welcome, Jordan Taylor")).toBeInTheDocument();
  });
});

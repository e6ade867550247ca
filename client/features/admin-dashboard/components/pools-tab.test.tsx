import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { agents, pool, settings } from "../testing/fixtures";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { PoolsTab } from "./pools-tab";

allowSlowRoundTrips();

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const routes = {
  "GET /api/admin/pools": { json: [pool()] },
  "GET /api/admin/agents": { json: agents },
  "GET /api/admin/settings": { json: { ...settings, poolReassignMinutes: 30 } },
};
beforeEach(async () => {
  api = await startLoopbackApi(routes);
});
afterEach(() => api.close());

describe("PoolsTab", () => {
  it("shows members in order, who is next, and the reassignment time", async () => {
    renderWithProviders(<PoolsTab />);
    const members = await screen.findByRole("list", { name: "Members of Cash team" });
    expect(members).toHaveTextContent("1. Priya Sharma2. Sam Lee");
    expect(screen.getByText("Cash offer leads")).toBeVisible();
    expect(screen.getByText("Next lead goes to Sam Lee.")).toBeVisible();
    expect(await screen.findByLabelText("Reassign untouched leads after (minutes)")).toHaveValue(30);
    expect(screen.getByText(/An untouched lead moves to the next agent after N minutes/)).toBeVisible();
  });

  it("deletes a pool only after confirmation", async () => {
    api.setRoutes({ ...routes, "DELETE /api/admin/pools/7": { status: 204 } });
    const user = userEvent.setup();
    renderWithProviders(<PoolsTab />);
    await user.click(await screen.findByRole("button", { name: "Delete Cash team" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete the pool 'Cash team'?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.requests.some((r) => r.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Delete Cash team" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete pool" }));
    expect(await screen.findByText("Pool deleted")).toBeVisible();
    expect(screen.getByText(/No pools yet/)).toBeVisible();
  });

  it("refuses a reassignment time out of range, then saves a valid one", async () => {
    api.setRoutes({ ...routes, "PUT /api/admin/settings": { json: { ...settings, poolReassignMinutes: 15 } } });
    const user = userEvent.setup();
    renderWithProviders(<PoolsTab />);
    const input = await screen.findByLabelText("Reassign untouched leads after (minutes)");
    await user.clear(input);
    await user.type(input, "-5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Enter whole minutes from 0 to 10080 (7 days).")).toBeVisible();
    await user.clear(input);
    await user.type(input, "15");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Settings saved")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ poolReassignMinutes: 15 });
  });
});

import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CallList } from "../../contract/nurture";
import { agents, staffLead, staffUser } from "../features/admin-dashboard/testing/fixtures";
import { stubMatchMedia } from "../features/admin-dashboard/testing/match-media";
import { allowSlowRoundTrips } from "../features/admin-dashboard/testing/slow-machine";
import { startLoopbackApi } from "../test/loopback-api";
import { renderWithProviders } from "../test/render";
import { DashboardPage } from "./dashboard-page";

allowSlowRoundTrips();

const calls: CallList = [
  {
    leadId: "lead_1767000000000_call01",
    fullName: "Sarah Keen",
    score: 55,
    scoreFactors: [],
    due: { code: "days_since_contact", days: 4 },
  },
];

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi({
    "GET /api/leads?limit=25": { json: [staffLead()] },
    "GET /api/admin/agents": { json: agents },
    "GET /api/nurture/call-list": { json: calls },
  });
});
afterEach(() => api.close());

describe("DashboardPage composes today's call list (decision 039)", () => {
  it.each(["manager", "admin"] as const)("into the %s's leads tab, with each lead's reason", async (role) => {
    stubMatchMedia(false);
    renderWithProviders(<DashboardPage user={staffUser({ role })} />, { path: "/dashboard" });
    const list = await screen.findByRole("region", { name: "Today's call list" });
    const entry = await within(list).findByRole("link", { name: "Sarah Keen" });
    expect(entry).toHaveAttribute("href", "/leads/lead_1767000000000_call01");
    expect(list).toHaveTextContent("No contact for 4 days");
    expect(await screen.findByRole("link", { name: "Jordan Seller" })).toBeVisible();
    expect(api.requests.some((r) => r.url === "/api/nurture/call-list")).toBe(true);
  });
});

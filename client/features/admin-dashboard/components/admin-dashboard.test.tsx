import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { agents, noOtherTabs, staffLead, staffUser } from "../testing/fixtures";
import { stubMatchMedia } from "../testing/match-media";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { AdminDashboard } from "./admin-dashboard";

allowSlowRoundTrips();

let api: Awaited<ReturnType<typeof startLoopbackApi>>;

beforeEach(async () => {
  api = await startLoopbackApi({
    "GET /api/leads?limit=25": { json: [staffLead()] },
    "GET /api/admin/agents": { json: agents },
    "POST /api/logout": { status: 204 },
  });
});
afterEach(() => api.close());

const sidebar = () => screen.getByRole("complementary", { name: "Admin sidebar" });

describe("AdminDashboard", () => {
  it("opens the leads tab by default and switches tabs through the sidebar", async () => {
    stubMatchMedia(false);
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AdminDashboard user={staffUser()} otherTabs={noOtherTabs} />, {
      path: "/dashboard",
    });

    expect(screen.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
    // No 'Admin Dashboard' button leading back to this very screen (/admin redirects here).
    expect(screen.queryByRole("button", { name: "Admin Dashboard" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Admin Dashboard" })).toBeNull();
    expect(within(sidebar()).getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByRole("link", { name: "Jordan Seller" })).toBeVisible();

    await user.click(within(sidebar()).getByRole("link", { name: "Agents" }));
    expect(location.history?.at(-1)).toBe("/dashboard?tab=agents");
    expect(screen.getByRole("heading", { level: 2, name: "Agents" })).toBeVisible();
    expect(within(sidebar()).getByRole("link", { name: "Agents" })).toHaveAttribute("aria-current", "page");
    expect(within(sidebar()).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    expect(await screen.findByText("priya sharma", { exact: false })).toBeVisible();

    expect(within(sidebar()).getByRole("link", { name: "Guide Content" })).toHaveAttribute("href", "/guide-admin");
    await user.click(within(sidebar()).getByRole("link", { name: "Guides" }));
    expect(screen.getByRole("link", { name: "Open Guide Content" })).toHaveAttribute("href", "/guide-admin");
  });

  it("shows the leads tab for an unknown tab", () => {
    stubMatchMedia(false);
    renderWithProviders(<AdminDashboard user={staffUser()} otherTabs={noOtherTabs} />, {
      path: "/dashboard?tab=nonsense",
    });
    expect(screen.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
  });

  it("collapses with the toggle and shows initials and role", async () => {
    stubMatchMedia(false);
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard user={staffUser({ role: "manager" })} otherTabs={noOtherTabs} />, {
      path: "/dashboard",
    });

    expect(within(sidebar()).getByText("AM")).toBeVisible();
    expect(within(sidebar()).getByText("Manager")).toBeVisible();
    const toggle = screen.getByRole("button", { name: "Collapse sidebar" });
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
    // Collapsed, the labels stay as accessible names.
    expect(within(sidebar()).getByRole("link", { name: "Agent Pools" })).toBeInTheDocument();
    expect(within(sidebar()).getByText("Agent Pools")).toHaveClass("sr-only");
  });

  it("starts collapsed below 768 px, closes with Escape there, and follows the breakpoint", async () => {
    const media = stubMatchMedia(true);
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard user={staffUser()} otherTabs={noOtherTabs} />, { path: "/dashboard" });
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
    await user.click(screen.getByRole("button", { name: "Expand sidebar" }));
    expect(screen.getByRole("button", { name: "Collapse sidebar" })).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
    act(() => media.set(false));
    expect(screen.getByRole("button", { name: "Collapse sidebar" })).toHaveAttribute("aria-expanded", "true");
    act(() => media.set(true));
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeVisible();
  });

  it("signs out with the spec's toast and goes to /auth", async () => {
    stubMatchMedia(false);
    const user = userEvent.setup();
    const { location } = renderWithProviders(<AdminDashboard user={staffUser()} otherTabs={noOtherTabs} />, {
      path: "/dashboard",
    });
    await user.click(within(sidebar()).getByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("Logged out successfully")).toBeVisible();
    expect(location.history?.at(-1)).toBe("/auth");
  });
});

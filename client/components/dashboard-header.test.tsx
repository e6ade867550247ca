import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { User } from "../../contract/auth";
import { renderWithProviders } from "../test/render";
import { DashboardHeader } from "./dashboard-header";

const agent: User = {
  id: 3,
  userType: "agent",
  email: "agent@demo.test",
  firstName: "Priya",
  lastName: "Sharma",
  fullName: null,
  phone: null,
  role: "agent",
  isActive: true,
  agentId: null,
  locale: "en-CA",
  createdAt: "2026-11-26T12:00:00.000Z",
};

describe("DashboardHeader on a phone", () => {
  it("folds the places into one Menu button that opens, navigates and closes with Escape", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<DashboardHeader user={agent} title="Agent dashboard" />, {
      path: "/dashboard",
    });
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu).toHaveAttribute("aria-expanded", "false");

    await user.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(menu.getAttribute("aria-controls") ?? "");
    if (!panel) throw new Error("The menu's panel is not in the page");
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Pipeline", "Calendar feed", "Inbox", "Client messages", "Notifications"]);
    expect(within(panel).getByText("agent@demo.test")).toBeInTheDocument();

    within(panel).getByRole("button", { name: "Pipeline" }).focus();
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveFocus();
    await user.click(menu);
    await user.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");

    await user.click(menu);
    const reopened = document.getElementById(menu.getAttribute("aria-controls") ?? "");
    await user.click(within(reopened as HTMLElement).getByRole("button", { name: "Calendar feed" }));
    expect(location.history?.at(-1)).toBe("/calendar-feed");
  });
});

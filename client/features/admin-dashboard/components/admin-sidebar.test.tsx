import type { I18n } from "@lingui/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { agents, noOtherTabs, staffLead, staffUser } from "../testing/fixtures";
import { stubMatchMedia } from "../testing/match-media";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { AdminDashboard } from "./admin-dashboard";

allowSlowRoundTrips();

let french: I18n;
let english: I18n;
beforeAll(async () => {
  french = await createI18n("fr-CA");
  english = await createI18n("en-CA");
});

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi({
    "GET /api/leads?limit=25": { json: [staffLead()] },
    "GET /api/admin/agents": { json: agents },
  });
});
afterEach(() => api.close());

describe("the dashboard's own menu reaches the notifications page (decision 035)", () => {
  it("a manager's sidebar has Notifications, last, and following it opens /notifications", async () => {
    stubMatchMedia(false);
    const { location } = renderWithProviders(
      <AdminDashboard user={staffUser({ role: "manager" })} otherTabs={noOtherTabs} />,
      { path: "/dashboard", i18n: english },
    );
    const sidebar = within(screen.getByRole("complementary", { name: "Admin sidebar" }));
    const links = sidebar.getAllByRole("link");
    expect(links.at(-1)?.textContent).toBe("Notifications");
    const link = sidebar.getByRole("link", { name: "Notifications" });
    expect(link).toHaveAttribute("href", "/notifications");
    expect(link).not.toHaveAttribute("aria-current");
    await userEvent.click(link);
    expect(location.history.at(-1)).toBe("/notifications");
  });

  it("an admin's sidebar in French has « Notifications » to /notifications", () => {
    stubMatchMedia(false);
    renderWithProviders(<AdminDashboard user={staffUser({ role: "admin" })} otherTabs={noOtherTabs} />, {
      path: "/dashboard",
      i18n: french,
    });
    const sidebar = within(screen.getByRole("complementary", { name: "Menu latéral de l'administration" }));
    expect(sidebar.getByRole("link", { name: "Notifications" })).toHaveAttribute("href", "/notifications");
    // Next to the other pages outside the tabs, in French.
    expect(sidebar.getByRole("link", { name: "Calendrier" })).toHaveAttribute("href", "/calendar-feed");
  });
});

import type { I18n } from "@lingui/core";
import { screen, within } from "@testing-library/react";
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

const sidebarLinks = (name: string) =>
  within(screen.getByRole("complementary", { name }))
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("the dashboard says whose it is and offers only what the role may use", () => {
  it("a manager sees the manager's title, no admins-only item, and the language switch (English)", () => {
    stubMatchMedia(false);
    renderWithProviders(<AdminDashboard user={staffUser({ role: "manager" })} otherTabs={noOtherTabs} />, {
      path: "/dashboard",
      i18n: english,
    });
    expect(screen.getByRole("heading", { level: 1, name: "Manager dashboard" })).toBeVisible();
    const links = sidebarLinks("Admin sidebar");
    expect(links).toContain("Agent Pools");
    for (const adminsOnly of ["Integrations", "Privacy", "Consent & Retention"])
      expect(links).not.toContain(adminsOnly);
    expect(screen.getByRole("button", { name: "Afficher le portail en français" })).toHaveTextContent("Français");
    expect(screen.queryByRole("button", { name: "Admin Dashboard" })).toBeNull();
  });

  it("a manager in French sees « Tableau de bord du gestionnaire » and the switch to English", () => {
    stubMatchMedia(false);
    renderWithProviders(<AdminDashboard user={staffUser({ role: "manager" })} otherTabs={noOtherTabs} />, {
      path: "/dashboard",
      i18n: french,
    });
    expect(screen.getByRole("heading", { level: 1, name: "Tableau de bord du gestionnaire" })).toBeVisible();
    const links = sidebarLinks("Menu latéral de l'administration");
    for (const adminsOnly of ["Intégrations", "Confidentialité", "Consentements et conservation"]) {
      expect(links).not.toContain(adminsOnly);
    }
    expect(screen.getByRole("button", { name: "Show the portal in English" })).toHaveTextContent("English");
  });

  it("a manager who types an admins-only tab's address gets the leads tab", () => {
    stubMatchMedia(false);
    renderWithProviders(<AdminDashboard user={staffUser({ role: "manager" })} otherTabs={noOtherTabs} />, {
      path: "/dashboard?tab=privacy",
      i18n: english,
    });
    expect(screen.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
  });

  it("an admin keeps the admin's title, every item and the switch, in both languages", () => {
    stubMatchMedia(false);
    const { unmount } = renderWithProviders(<AdminDashboard user={staffUser()} otherTabs={noOtherTabs} />, {
      path: "/dashboard?tab=privacy",
      i18n: english,
    });
    expect(screen.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Privacy" })).toBeVisible();
    expect(sidebarLinks("Admin sidebar")).toEqual(expect.arrayContaining(["Integrations", "Privacy"]));
    expect(screen.getByRole("button", { name: "Afficher le portail en français" })).toBeVisible();
    unmount();
    renderWithProviders(<AdminDashboard user={staffUser()} otherTabs={noOtherTabs} />, {
      path: "/dashboard",
      i18n: french,
    });
    expect(screen.getByRole("heading", { level: 1, name: "Tableau de bord de l'administration" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Show the portal in English" })).toBeVisible();
  });
});

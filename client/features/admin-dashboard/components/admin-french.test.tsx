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
import { adminValidationIds } from "../utils/field-error";
import { AdminDashboard } from "./admin-dashboard";
import { AgentsTab } from "./agents-tab";
import { LeadsTab } from "./leads-tab";

allowSlowRoundTrips();

// Decision 017, staff side: the admin screens in Québec French, with stored values (roles, statuses) unchanged.
let french: I18n;
let english: I18n;
beforeAll(async () => {
  french = await createI18n("fr-CA");
  english = await createI18n("en-CA");
});

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
const lead = staffLead();
beforeEach(async () => {
  api = await startLoopbackApi({
    "GET /api/admin/agents": { json: agents },
    "GET /api/leads?limit=25": { json: [lead] },
  });
});
afterEach(() => api.close());

const rowOf = (name: string) => screen.getByText(name).closest("li") as HTMLElement;

describe("the admin screens in French", () => {
  it("words the users tab in French and keeps the stored roles", async () => {
    api.setRoutes({
      "GET /api/admin/agents": { json: agents },
      "PATCH /api/admin/agents/3": { json: { ...agents[1], isActive: false } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AgentsTab currentUserId={1} isAdmin />, { i18n: french });

    const list = await screen.findByRole("list", { name: "Comptes du personnel" });
    expect(screen.getByRole("region", { name: "Courtiers" })).toBeVisible();
    expect(
      screen.getByText(
        "Ajoutez des membres du personnel, changez leur rôle, réinitialisez un mot de passe ou désactivez un compte. Un compte désactivé est déconnecté sur-le-champ.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Ajouter un courtier" })).toBeVisible();
    expect(within(list).getByText("(vous)")).toBeVisible();
    expect(within(rowOf("Old Timer")).getByText("Inactif")).toBeVisible();
    expect(within(rowOf("Old Timer")).getByRole("button", { name: "Réactiver" })).toBeVisible();

    const role = screen.getByRole("combobox", { name: "Rôle de Priya Sharma" });
    expect(
      within(role)
        .getAllByRole("option")
        .map((o) => [o.getAttribute("value"), o.textContent]),
    ).toEqual([
      ["agent", "Courtier"],
      ["manager", "Directeur"],
      ["admin", "Administrateur"],
    ]);
    expect(role).toHaveValue("agent");
    expect(screen.getByRole("combobox", { name: "Rôle de Alex Morgan" })).toHaveAttribute(
      "title",
      "Vous ne pouvez pas changer votre propre rôle ni désactiver votre compte.",
    );

    await user.click(within(rowOf("Priya Sharma")).getByRole("button", { name: "Désactiver" }));
    const dialog = screen.getByRole("alertdialog", { name: "Désactiver Priya Sharma?" });
    expect(dialog).toHaveTextContent(
      "Cette personne est déconnectée sur-le-champ et ne peut plus se connecter. Ses prospects lui restent attribués jusqu'à ce que vous les réattribuiez; vous pourrez réactiver le compte plus tard.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Désactiver" }));
    expect(await screen.findByText("Compte mis à jour")).toBeVisible();
    expect(screen.getByText("Priya Sharma a été désactivé et déconnecté.")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({ isActive: false });
  });

  it("shows a lead's date with Intl fr-CA and its stage (the lead's one state), with no status select", async () => {
    api.setRoutes({
      "GET /api/leads?limit=25": { json: [lead] },
      "GET /api/admin/agents": { json: agents },
    });
    renderWithProviders(<LeadsTab />, { i18n: french });

    expect(await screen.findByText("1 prospect")).toBeVisible();
    expect(screen.getByRole("searchbox", { name: "Rechercher des prospects" })).toHaveAttribute(
      "placeholder",
      "Nom, courriel, adresse ou ville",
    );
    const row = rowOf("Jordan Seller");
    expect(within(row).getByText("Offre d'achat comptant")).toBeVisible();
    // 2026-03-02T15:00Z: `Mar 02, 2026` in English, `2 mars 2026` in French.
    expect(row).toHaveTextContent("Reçu le 2 mars 2026");
    expect(row).toHaveTextContent("Étape : Nouveau");
    expect(within(row).queryByRole("combobox", { name: "Statut de Jordan Seller" })).toBeNull();
    expect(within(row).queryByText("Contacté")).toBeNull();
    expect(within(row).getByRole("combobox", { name: "Attribuer Jordan Seller à un courtier" })).toHaveDisplayValue(
      "Non attribué",
    );
  });

  it("keeps the English dashboard word for word and renders the French one", async () => {
    stubMatchMedia(false);
    const admin = staffUser();
    const { unmount } = renderWithProviders(<AdminDashboard user={admin} otherTabs={noOtherTabs} />, {
      path: "/dashboard",
      i18n: english,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
    expect(screen.getByText("Alex Morgan · Admin")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Agent Pools" })).toHaveAttribute("href", "/dashboard?tab=pools");
    unmount();

    renderWithProviders(<AdminDashboard user={admin} otherTabs={noOtherTabs} />, { path: "/dashboard", i18n: french });
    expect(await screen.findByRole("heading", { level: 1, name: "Tableau de bord de l'administration" })).toBeVisible();
    expect(screen.getByText("Alex Morgan · Administrateur")).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Prospects" })).toBeVisible();
    expect(await screen.findByText("1 prospect")).toBeVisible();
    const nav = screen.getByRole("navigation", { name: "Administration" });
    expect(within(nav).getByRole("link", { name: "Groupes de courtiers" })).toHaveAttribute(
      "href",
      "/dashboard?tab=pools",
    );
    expect(within(nav).getByRole("link", { name: "Prospects" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  });

  it("maps each contract validation message of the staff forms to a message with that exact English text", () => {
    for (const [text, id] of Object.entries(adminValidationIds)) {
      expect(english._(id)).toBe(text);
      expect(french._(id)).not.toBe(text);
    }
  });
});

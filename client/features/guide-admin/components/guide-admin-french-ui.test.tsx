import type { I18n } from "@lingui/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { bilingualGuideRoutes } from "../test/bilingual-guides";
import { dismissOpenToast } from "../test/dismiss-toast";
import { allowSlowRoundTrips } from "../test/slow-machine";
import { guideAdminValidationIds } from "../utils/field-error";
import { GuideAdminPage } from "./guide-admin-page";

// Decision 017, staff side: the CMS itself in French (its screens, not the guides' content), the side-by-side
// editing labels included. The English screens are checked word for word by guide-admin-french.test.tsx.

allowSlowRoundTrips();
afterEach(dismissOpenToast);

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.setRoutes(bilingualGuideRoutes());
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

let ui: I18n;
let englishUi: I18n;
beforeAll(async () => {
  ui = await createI18n("fr-CA");
  englishUi = await createI18n("en-CA");
});

async function renderPage() {
  renderWithProviders(<GuideAdminPage />, { path: "/guide-admin", i18n: ui });
  const card = await screen.findByRole("article", { name: "Staging My Home" });
  expect(await within(card).findByText("1 section en français")).toBeInTheDocument();
  return card;
}

describe("GuideAdminPage for a French-speaking editor", () => {
  it("words the page, the tabs and each guide's languages in French", async () => {
    const card = await renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Contenu des guides" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Retour au tableau de bord" })).toHaveAttribute("href", "/dashboard");
    expect(screen.getByRole("tablist", { name: "Contenu des guides" })).toBeVisible();
    expect(screen.getByRole("tab", { name: "Sections" })).toHaveAttribute("aria-selected", "false");
    const languages = within(card).getByRole("group", { name: "Langues" });
    expect(languages).toHaveTextContent("Anglais : rédigée");
    expect(languages).toHaveTextContent("Français : rédigée");
    expect(within(card).getByRole("button", { name: "Modifier le guide" })).toBeVisible();
    expect(within(card).getByRole("button", { name: "Rédiger le français avec l'IA" })).toBeVisible();

    const repairCard = screen.getByRole("article", { name: "Repair Checklist" });
    expect(repairCard).toHaveTextContent("Pas encore de version française");
    expect(within(repairCard).getByRole("button", { name: "Ajouter la version française" })).toBeVisible();
    const frenchCard = screen.getByRole("article", { name: "Vendre une maison centenaire" });
    expect(within(frenchCard).getByRole("button", { name: "Ajouter la version anglaise" })).toBeVisible();
    expect(screen.getByText("3 guides")).toBeVisible();
  });

  it("edits the French version beside the English one with French labels, hints and errors", async () => {
    const user = userEvent.setup();
    const card = await renderPage();
    await user.click(within(card).getByRole("button", { name: "Modifier la version française" }));
    const dialog = screen.getByRole("dialog", { name: "Modifier la version française" });
    const reference = within(dialog).getByRole("region", { name: "Version anglaise" });
    expect(reference).toHaveTextContent("Staging My Home");
    expect(within(reference).getByText("Version anglaise")).toHaveAttribute("lang", "fr-CA");
    expect(within(dialog).getByLabelText("Identifiant d'adresse (slug)")).toHaveAccessibleDescription(
      "Utilisé dans l'adresse /guides/{slug}. L'identifiant et l'icône sont communs aux versions anglaise et française.",
    );
    const title = within(dialog).getByLabelText("Titre");
    await user.clear(title);
    await user.type(title, "Mi");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer le guide" }));
    expect(await within(dialog).findByText("Le titre doit compter au moins 3 caractères")).toBeVisible();
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);

    await user.type(title, "se en valeur");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer le guide" }));
    expect(await screen.findByText("Guide mis à jour")).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === "PUT")?.url).toBe("/api/guides/topics/1?locale=fr-CA");
  });

  it("asks in French before removing a version, naming what goes", async () => {
    const user = userEvent.setup();
    const card = await renderPage();
    await user.click(within(card).getByRole("button", { name: "Retirer la version française" }));
    const dialog = screen.getByRole("alertdialog", { name: "Retirer la version française?" });
    expect(dialog).toHaveAccessibleDescription(
      "« Mettre ma maison en valeur » perdra son titre, sa description et sa section en français. Les visiteurs qui lisent en français verront l'autre langue. Cette action est irréversible.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Retirer la version française" }));
    expect(await screen.findByText("Version française retirée")).toBeInTheDocument();
  });

  it("maps each validation message of the guide forms to a message with that exact English text", () => {
    for (const [text, id] of Object.entries(guideAdminValidationIds)) {
      expect(englishUi._(id)).toBe(text);
      expect(ui._(id)).not.toBe(text);
    }
  });
});

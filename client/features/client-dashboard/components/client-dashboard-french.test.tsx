import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { ClientDashboard as Dashboard } from "../../../../contract/client-portal";
import { createI18n } from "../../../i18n/i18n";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { buildDashboard, buildProfile, clientUser, localIso } from "../testing/fixtures";
import { ClientDashboard } from "./client-dashboard";

// One language per screen: a French client sees no English the server wrote (decision 017).

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

const french = await createI18n("fr-CA");

async function renderInFrench(dashboard: Dashboard, routes: LoopbackRoutes = {}) {
  api = await startLoopbackApi({ "GET /api/client/dashboard": { json: dashboard }, ...routes });
  renderWithProviders(<ClientDashboard user={clientUser} />, { path: "/dashboard", i18n: french });
  return api;
}

const entry = (id: number, fields: Partial<Dashboard["activity"][number]>): Dashboard["activity"][number] => ({
  id,
  date: localIso(2026, 3, 2, 15, 30 - id),
  activity: "",
  actor: "Jordan Taylor",
  code: null,
  params: {},
  ...fields,
});

describe("ClientDashboard in French", () => {
  it("words the activity log from its codes, the task by its French text", async () => {
    const user = userEvent.setup();
    const dashboard = buildDashboard();
    const task = dashboard.checklist[0]?.tasks[0];
    if (!task) throw new Error("fixture without tasks");
    task.text = "Désencombrer chaque pièce";
    await renderInFrench({
      ...dashboard,
      activity: [
        entry(1, { code: "signed_in", activity: "Signed in to the portal" }),
        entry(2, { code: "task_completed", params: { taskId: task.id }, activity: "Completed task: Declutter" }),
        entry(3, { code: "task_reopened", params: { taskId: task.id }, activity: "Reopened task: Declutter" }),
        entry(4, { code: "profile_renamed", activity: "Updated profile name" }),
        entry(5, { code: "client_message", activity: "Sent a message to their agent" }),
        entry(6, { code: "agent_message", activity: "Your agent sent you a message", actor: "Priya Sharma" }),
        entry(7, { code: "guide_created", activity: "Personalized seller's guide created" }),
        // Written before codes: shown as stored.
        entry(8, { activity: "Called the brokerage" }),
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Activité" }));
    const dialog = screen.getByRole("dialog", { name: "Activité" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent),
    ).toEqual([
      "Connexion au portail",
      "Tâche terminée : Désencombrer chaque pièce",
      "Tâche rouverte : Désencombrer chaque pièce",
      "Nom du profil mis à jour",
      "Message envoyé à votre courtier",
      "Votre courtier vous a envoyé un message",
      "Guide du vendeur personnalisé créé",
      "Called the brokerage",
    ]);
  });

  it("opens Modifier le nom filled, says what is missing in French and confirms in French", async () => {
    const user = userEvent.setup();
    // A client made by staff may have only a full name.
    const profile = buildProfile({ fullName: "Jordan Taylor", firstName: null, lastName: null });
    await renderInFrench(buildDashboard({ profile }), {
      "PATCH /api/client/profile": { json: buildProfile({ fullName: "Jordane Taylor", firstName: "Jordane" }) },
    });
    await user.click(await screen.findByRole("button", { name: "Mon profil" }));
    const dialog = screen.getByRole("dialog", { name: "Mon profil" });
    await user.click(within(dialog).getByRole("button", { name: "Modifier le nom" }));
    expect(within(dialog).getByLabelText("Prénom")).toHaveValue("Jordan");
    expect(within(dialog).getByLabelText("Nom")).toHaveValue("Taylor");

    await user.clear(within(dialog).getByLabelText("Prénom"));
    await user.clear(within(dialog).getByLabelText("Nom"));
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Le prénom est obligatoire")).toBeInTheDocument();
    expect(within(dialog).getByText("Le nom est obligatoire")).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Nom"), "x".repeat(81));
    expect(await within(dialog).findByText("80 caractères au plus")).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText("Nom"));
    await user.type(within(dialog).getByLabelText("Prénom"), "Jordane");
    await user.type(within(dialog).getByLabelText("Nom"), "Taylor");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Profil mis à jour")).toBeInTheDocument();
  });

  it("writes rates as « 2,5 % » and counts tasks with French plurals", async () => {
    const user = userEvent.setup();
    const dashboard = buildDashboard();
    for (const phase of dashboard.checklist) for (const task of phase.tasks) task.completed = false;
    const first = dashboard.checklist[0]?.tasks[0];
    if (first) first.completed = true;
    await renderInFrench(dashboard);
    expect(await screen.findByRole("button", { name: "Préparation" })).toHaveAccessibleDescription(
      "1 tâche terminée sur 12",
    );
    await user.click(screen.getByRole("button", { name: "Forfaits de service" }));
    const dialog = screen.getByRole("dialog", { name: "Forfaits de service" });
    // Intl's French: a decimal comma and a non-breaking space before the sign.
    expect(within(dialog).getByText("3,0 %").textContent).toBe("3,0\u00a0%");
    expect(within(dialog).getByText(/habituellement 2,5 %\)/).textContent).toContain("(habituellement 2,5\u00a0%)");
  });
});

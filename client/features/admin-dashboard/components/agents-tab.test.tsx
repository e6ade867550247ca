import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { agents } from "../testing/fixtures";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { AgentsTab } from "./agents-tab";

allowSlowRoundTrips();

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi({ "GET /api/admin/agents": { json: agents } });
});
afterEach(() => api.close());

const rowOf = (name: string) => screen.getByText(name).closest("li") as HTMLElement;

describe("AgentsTab", () => {
  it("is read-only for managers", async () => {
    renderWithProviders(<AgentsTab currentUserId={2} isAdmin={false} />);
    expect(await screen.findByText("Priya Sharma")).toBeVisible();
    expect(screen.getByText("Only admins can add or change staff accounts.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add agent" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Deactivate" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });

  it("asks before deactivating, and sends nothing on Cancel", async () => {
    api.setRoutes({
      "GET /api/admin/agents": { json: agents },
      "PATCH /api/admin/agents/3": { json: { ...agents[1], isActive: false } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AgentsTab currentUserId={1} isAdmin />);
    await screen.findByText("Priya Sharma");
    await user.click(within(rowOf("Priya Sharma")).getByRole("button", { name: "Deactivate" }));
    const dialog = screen.getByRole("alertdialog", { name: "Deactivate Priya Sharma?" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === "PATCH")).toHaveLength(0);

    await user.click(within(rowOf("Priya Sharma")).getByRole("button", { name: "Deactivate" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Deactivate" }));
    expect(await screen.findByText("Priya Sharma was deactivated and signed out.")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PATCH")?.body).toEqual({ isActive: false });
  });

  it("shows the server's refusal when the last admin would lose access", async () => {
    api.setRoutes({
      "GET /api/admin/agents": { json: agents },
      "PATCH /api/admin/agents/1": {
        status: 409,
        json: {
          message: "The portal needs at least one active admin.",
          code: "conflict",
          reason: "last_admin",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AgentsTab currentUserId={99} isAdmin />);
    await screen.findByText("Alex Morgan");
    const role = screen.getByRole("combobox", { name: "Role of Alex Morgan" });
    await user.selectOptions(role, "agent");
    expect(await screen.findByText("The portal needs at least one active admin.")).toBeVisible();
    expect(role).toHaveValue("admin");
  });

  it("words the refusal from its code on a French screen, whatever the server's English says", async () => {
    api.setRoutes({
      "GET /api/admin/agents": { json: agents },
      "PATCH /api/admin/agents/1": {
        status: 409,
        json: { message: "Keep one admin around, please", code: "conflict", reason: "last_admin", params: {} },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AgentsTab currentUserId={99} isAdmin />, { i18n: await createI18n("fr-CA") });
    await screen.findByText("Alex Morgan");
    const role = screen.getByRole("combobox", { name: "Rôle de Alex Morgan" });
    await user.selectOptions(role, "agent");
    expect(await screen.findByText("Le portail a besoin d'au moins un administrateur actif.")).toBeVisible();
    expect(screen.queryByText(/Keep one admin/)).not.toBeInTheDocument();
    expect(role).toHaveValue("admin");
  });

  it("cannot change its own account", async () => {
    renderWithProviders(<AgentsTab currentUserId={1} isAdmin />);
    await screen.findByText("Alex Morgan");
    expect(screen.getByRole("combobox", { name: "Role of Alex Morgan" })).toBeDisabled();
    expect(within(rowOf("Alex Morgan")).getByRole("button", { name: "Deactivate" })).toBeDisabled();
  });

  it("resets a password after checking its length", async () => {
    api.setRoutes({
      "GET /api/admin/agents": { json: agents },
      "POST /api/admin/agents/4/reset-password": { status: 204 },
    });
    const user = userEvent.setup();
    renderWithProviders(<AgentsTab currentUserId={1} isAdmin />);
    await screen.findByText("Sam Lee");
    await user.click(within(rowOf("Sam Lee")).getByRole("button", { name: "Reset password" }));
    await user.type(screen.getByLabelText("New password for Sam Lee"), "abc");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Password must be at least 6 characters")).toBeVisible();
    await user.type(screen.getByLabelText("New password for Sam Lee"), "def");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText("Password reset")).toBeVisible();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({ password: "abcdef" });
  });

  it("unlocks an account locked by wrong passwords, and says when it was not locked", async () => {
    api.setRoutes({
      "GET /api/admin/agents": { json: agents },
      "POST /api/admin/users/4/unlock": { json: { wasLocked: true, clearedFailures: 10 } },
      "POST /api/admin/users/3/unlock": { json: { wasLocked: false, clearedFailures: 0 } },
    });
    const user = userEvent.setup();
    renderWithProviders(<AgentsTab currentUserId={1} isAdmin />);
    await screen.findByText("Sam Lee");
    await user.click(within(rowOf("Sam Lee")).getByRole("button", { name: "Unlock sign-in" }));
    expect(await screen.findByText("Sam Lee can sign in again now.")).toBeVisible();
    await user.click(within(rowOf("Priya Sharma")).getByRole("button", { name: "Unlock sign-in" }));
    expect(await screen.findByText("Priya Sharma was not locked out.")).toBeVisible();
    expect(api.requests.filter((r) => r.method === "POST").map((r) => [r.url, r.body])).toEqual([
      ["/api/admin/users/4/unlock", {}],
      ["/api/admin/users/3/unlock", {}],
    ]);
  });
});

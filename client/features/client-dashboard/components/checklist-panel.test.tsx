import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { buildDashboard, clientUser } from "../testing/fixtures";
import { ClientDashboard } from "./client-dashboard";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

async function openChecklist(routes: LoopbackRoutes) {
  api = await startLoopbackApi({ "GET /api/client/dashboard": { json: buildDashboard() }, ...routes });
  renderWithProviders(<ClientDashboard user={clientUser} />, { path: "/dashboard" });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Home Prep" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Home Prep" }), server: api };
}

describe("Home Prep checklist", () => {
  it("shows three phases with goals, tasks and progress", async () => {
    const { dialog } = await openChecklist({});
    expect(
      within(dialog)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Preparation", "Listing", "Showings"]);
    expect(within(dialog).getByText("Preparation goal")).toBeInTheDocument();
    expect(within(dialog).getAllByRole("checkbox")).toHaveLength(12);
    expect(within(dialog).getByRole("progressbar", { name: "Preparation progress" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    expect(within(dialog).getByText("2 of 4 done")).toBeInTheDocument();
  });

  it("ticks a task at once and saves it", async () => {
    const { user, dialog, server } = await openChecklist({ "PUT /api/client/checklist/list-1": { status: 204 } });
    await user.click(within(dialog).getByRole("checkbox", { name: "Listing task 1" }));
    expect(within(dialog).getByRole("checkbox", { name: "Listing task 1" })).toBeChecked();
    expect(within(dialog).getByRole("progressbar", { name: "Listing progress" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === "PUT")).toEqual({
        method: "PUT",
        url: "/api/client/checklist/list-1",
        body: { completed: true },
      }),
    );
  });

  it("puts the task back and explains when the save fails", async () => {
    const { user, dialog } = await openChecklist({
      "PUT /api/client/checklist/list-2": {
        status: 500,
        json: {
          message: "Something went wrong on our side. Please try again.",
          code: "internal_error",
          reason: "internal_error",
          params: {},
        },
      },
    });
    await user.click(within(dialog).getByRole("checkbox", { name: "Listing task 2" }));
    expect(await screen.findByText("Couldn't save your checklist")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on our side. Please try again.")).toBeInTheDocument();
    expect(within(dialog).getByRole("checkbox", { name: "Listing task 2" })).not.toBeChecked();
    expect(within(dialog).getByRole("progressbar", { name: "Listing progress" })).toHaveAttribute("aria-valuenow", "0");
  });
});

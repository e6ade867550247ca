import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { NotificationsPage } from "./notifications-page";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

const status = {
  events: ["lead.assigned", "lead.offered", "lead.escalated", "reminder.due", "lead.replied", "lead.engaged"],
  quietStart: null,
  quietEnd: null,
  timeZone: "America/Toronto",
  devices: 2,
};

describe("NotificationsPage", () => {
  it("saves the events and quiet hours the agent chose", async () => {
    api = await startLoopbackApi({
      "GET /api/push/preferences": { json: status },
      "PUT /api/push/preferences": (body) => ({ json: { ...(body as object), devices: 2 } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NotificationsPage />, { path: "/notifications" });
    expect(await screen.findByText("2 devices get your notifications")).toBeVisible();
    // jsdom has no service worker: the page says so instead of offering a switch that cannot work.
    expect(screen.getByText("This browser cannot receive notifications.")).toBeVisible();
    expect(screen.getByText("On an iPhone or iPad")).toBeVisible();

    await user.click(screen.getByLabelText("A seller engages with my follow-up"));
    await user.type(screen.getByLabelText("From"), "22:00");
    await user.type(screen.getByLabelText("To"), "07:00");
    await user.clear(screen.getByLabelText("Time zone"));
    await user.type(screen.getByLabelText("Time zone"), "America/Montreal");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Notification settings saved")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({
      events: ["lead.assigned", "lead.offered", "lead.escalated", "reminder.due", "lead.replied"],
      quietStart: "22:00",
      quietEnd: "07:00",
      timeZone: "America/Montreal",
    });
  });
});

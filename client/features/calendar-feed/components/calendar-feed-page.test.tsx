import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { CalendarFeedPage } from "./calendar-feed-page";

const feedUrl = "https://portal.test/api/calendar/abc123.ics";
let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

async function renderPage() {
  let active = false;
  api = await startLoopbackApi(({ method, url }) => {
    if (url === "/api/calendar-feed" && method === "POST") {
      active = true;
      return { json: { url: feedUrl, createdAt: "2026-11-26T14:00:00.000Z" } };
    }
    if (url === "/api/calendar-feed")
      return { json: { active, createdAt: active ? "2026-11-26T14:00:00.000Z" : null } };
    return { status: 404, json: { message: "Not found" } };
  });
  renderWithProviders(<CalendarFeedPage />, { path: "/calendar-feed" });
}

describe("CalendarFeedPage", () => {
  it("copies the new address with a Copy button and says Copied in a polite status", async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole("button", { name: "Create my calendar feed" }));
    const address = await screen.findByRole("textbox", { name: "Your calendar address (shown only now: copy it)" });
    expect(address).toHaveValue(feedUrl);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("");

    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await navigator.clipboard.readText()).toBe(feedUrl);
    expect(status).toHaveTextContent("Copied");
  });
});

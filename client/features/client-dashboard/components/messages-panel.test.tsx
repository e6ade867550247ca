import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { buildDashboard, buildMessage, localIso } from "../testing/fixtures";
import { MessagesPanel } from "./messages-panel";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

const thread = [
  buildMessage(1, { content: "Welcome aboard!", timestamp: localIso(2026, 3, 2, 9, 5) }),
  buildMessage(2, {
    sender: "Jordan Taylor",
    isAgent: false,
    content: "Should we repaint?",
    timestamp: localIso(2026, 3, 2, 14, 30),
  }),
];

async function renderPanel(routes: LoopbackRoutes) {
  api = await startLoopbackApi({ "GET /api/client/messages": { json: thread }, ...routes });
  renderWithProviders(<MessagesPanel data={buildDashboard()} />);
  return { user: userEvent.setup(), server: api };
}

describe("MessagesPanel", () => {
  it("shows the thread with sender and time, the agent's on one side and the client's on the other", async () => {
    await renderPanel({});
    const agent = await screen.findByRole("article", { name: "Priya Sharma, Mar 02, 2026 at 9:05 AM" });
    expect(within(agent).getByText("Welcome aboard!")).toBeInTheDocument();
    expect(agent.parentElement).toHaveClass("justify-start");
    const mine = screen.getByRole("article", { name: "Jordan Taylor, Mar 02, 2026 at 2:30 PM" });
    expect(within(mine).getByText("Mar 02, 2026 at 2:30 PM")).toBeInTheDocument();
    expect(mine.parentElement).toHaveClass("justify-end");
  });

  it("sends only a non-empty message and clears the box once it is stored", async () => {
    const sent = buildMessage(3, { sender: "Jordan Taylor", isAgent: false, content: "Saturday works" });
    const { user, server } = await renderPanel({
      "POST /api/client/messages": { status: 201, json: [...thread, sent] },
    });
    const box = screen.getByLabelText("Message Priya Sharma");
    const send = screen.getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    await user.type(box, "   ");
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, "Saturday works");
    await user.click(send);
    expect(await screen.findByText("Saturday works", { selector: "p" })).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(server.requests.find((r) => r.method === "POST")?.body).toEqual({ content: "Saturday works" });
  });

  it("keeps what was typed and shows a toast when sending fails", async () => {
    const { user } = await renderPanel({
      "POST /api/client/messages": {
        status: 500,
        json: {
          message: "Something went wrong on our side. Please try again.",
          code: "internal_error",
          reason: "internal_error",
          params: {},
        },
      },
    });
    await user.type(screen.getByLabelText("Message Priya Sharma"), "Are we still on?{Enter}");
    expect(await screen.findByText("Message not sent")).toBeInTheDocument();
    expect(screen.getByText("Something went wrong on our side. Please try again.")).toBeInTheDocument();
    expect(screen.getByLabelText("Message Priya Sharma")).toHaveValue("Are we still on?");
    expect(await screen.findByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("re-reads the thread every 5 seconds so the agent's replies appear", async () => {
    const { server } = await renderPanel({});
    await screen.findByText("Welcome aboard!");
    server.setRoutes({
      "GET /api/client/messages": { json: [...thread, buildMessage(4, { content: "See you Saturday" })] },
    });
    await waitFor(() => expect(screen.getByText("See you Saturday")).toBeInTheDocument(), { timeout: 7000 });
  }, 12_000);
});

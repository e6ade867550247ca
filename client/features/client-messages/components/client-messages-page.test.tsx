import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { Message } from "../../../../contract/client-portal";
import { type LoopbackRoutes, startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import type { StaffClient } from "../api/get-staff-clients";
import { ClientMessagesPage } from "./client-messages-page";

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

const at = (hour: number, minute: number) => new Date(2026, 2, 2, hour, minute).toISOString();
const client = (id: number, fullName: string | null, lastMessageAt: string | null): StaffClient => ({
  id,
  fullName,
  email: `client${id}@example.com`,
  agentId: 3,
  lastMessageAt,
});
const message = (id: number, isAgent: boolean, content: string): Message => ({
  id,
  sender: isAgent ? "Priya Sharma" : "Jordan Taylor",
  content,
  timestamp: at(9, id),
  isAgent,
});

const jordanThread = [message(1, true, "Welcome aboard!"), message(2, false, "Should we repaint?")];

async function renderPage(routes: LoopbackRoutes) {
  api = await startLoopbackApi(routes);
  renderWithProviders(<ClientMessagesPage />, { path: "/clients" });
  return { user: userEvent.setup(), server: api };
}

describe("ClientMessagesPage", () => {
  it("lists the clients, most recent conversation first, and opens the first thread", async () => {
    await renderPage({
      "GET /api/staff/clients": {
        json: [client(8, null, null), client(7, "Jordan Taylor", at(9, 2))],
      },
      "GET /api/staff/clients/7/messages": { json: jordanThread },
      "GET /api/staff/clients/8/messages": { json: [] },
    });
    expect(screen.getByRole("heading", { level: 1, name: "Client messages" })).toBeInTheDocument();
    const list = await screen.findByRole("navigation", { name: "Clients" });
    const buttons = within(list).getAllByRole("button");
    expect(buttons.map((b) => b.textContent)).toEqual([
      "Jordan Taylorclient7@example.comLast message Mar 02, 2026 at 9:02 AM",
      "client8@example.comNo messages yet",
    ]);
    expect(buttons[0]).toHaveAttribute("aria-current", "true");
    const thread = await screen.findByRole("list", { name: "Conversation with Jordan Taylor" });
    const mine = within(thread).getByRole("article", { name: "Priya Sharma, Mar 02, 2026 at 9:01 AM" });
    expect(mine.parentElement).toHaveClass("justify-end");

    await userEvent.setup().click(buttons[1] as HTMLElement);
    expect(await screen.findByRole("heading", { level: 2, name: "client8@example.com" })).toBeInTheDocument();
    expect(await screen.findByText("No messages yet", { selector: "p" })).toBeInTheDocument();
  });

  it("sends a reply and shows the thread the server returns", async () => {
    const reply = message(3, true, "Saturday at 10?");
    const { user, server } = await renderPage({
      "GET /api/staff/clients": { json: [client(7, "Jordan Taylor", at(9, 2))] },
      "GET /api/staff/clients/7/messages": { json: jordanThread },
      "POST /api/staff/clients/7/messages": { status: 201, json: [...jordanThread, reply] },
    });
    const box = await screen.findByLabelText("Reply to Jordan Taylor");
    await user.type(box, "Saturday at 10?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Saturday at 10?", { selector: "p" })).toBeInTheDocument();
    expect(box).toHaveValue("");
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === "POST")?.body).toEqual({ content: "Saturday at 10?" }),
    );
  });

  it("says when there are no clients", async () => {
    await renderPage({ "GET /api/staff/clients": { json: [] } });
    expect(await screen.findByText("No clients yet")).toBeInTheDocument();
  });

  it("keeps the reply and shows a toast when sending fails", async () => {
    const { user } = await renderPage({
      "GET /api/staff/clients": { json: [client(7, "Jordan Taylor", null)] },
      "GET /api/staff/clients/7/messages": { json: [] },
      "POST /api/staff/clients/7/messages": {
        status: 403,
        json: { message: "You do not have permission to do that.", code: "forbidden", reason: "forbidden", params: {} },
      },
    });
    await user.type(await screen.findByLabelText("Reply to Jordan Taylor"), "Hello");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Message not sent")).toBeInTheDocument();
    expect(screen.getByText("You do not have permission to do that.")).toBeInTheDocument();
    expect(screen.getByLabelText("Reply to Jordan Taylor")).toHaveValue("Hello");
  });
});

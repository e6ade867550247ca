import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { User } from "../../../../contract/auth";
import type { Conversation } from "../../../../contract/conversation";
import type { StaffLead } from "../../../../contract/leads";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { ConversationPanel } from "./conversation-panel";

const lead = { id: "lead_1700000000000_abc123def", fullName: "Marie Roy", locale: "fr-CA" } as StaffLead;
const user = { id: 3, fullName: "Priya Sharma", email: "agent@demo.test" } as User;
const base: Conversation = {
  leadId: lead.id,
  entries: [
    {
      id: "text:1",
      kind: "text",
      direction: "out",
      body: "Maple Realty: Hi Marie, we received your request.",
      subject: null,
      status: "held",
      author: { kind: "automatic", name: null },
      attachments: [],
      createdAt: "2026-03-10T14:00:00.000Z",
    },
    {
      id: "email:4",
      kind: "email",
      direction: "in",
      body: "Tuesday at 5 works.",
      subject: "Re: Your visit",
      status: "received",
      author: { kind: "seller", name: null },
      attachments: [{ id: 9, filename: "listing.pdf", size: 1200 }],
      createdAt: "2026-03-10T15:00:00.000Z",
    },
    {
      id: "call:1",
      kind: "call",
      direction: "out",
      body: "A later kind of entry",
      subject: null,
      status: "sent",
      author: { kind: "agent", name: "Priya Sharma" },
      attachments: [],
      createdAt: "2026-03-10T16:00:00.000Z",
    },
  ],
  channels: {
    email: { available: true, reason: null },
    text: { available: false, reason: "not_set_up" },
  },
};

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

describe("ConversationPanel", () => {
  it("shows e-mails and texts in one order with their true status, and answers the e-mail by e-mail", async () => {
    api = await startLoopbackApi({
      [`GET /api/leads/${lead.id}/conversation`]: { json: base },
      [`POST /api/leads/${lead.id}/conversation/email`]: { status: 202, json: { id: "email:5" } },
    });
    const u = userEvent.setup();
    renderWithProviders(<ConversationPanel lead={lead} user={user} live={false} />);
    const thread = await screen.findByRole("list", { name: "Conversation with the seller" }, { timeout: 5000 });
    const items = within(thread).getAllByTestId("conversation-entry");
    expect(items.map((i) => i.getAttribute("data-kind"))).toEqual(["text", "email", "call"]);
    expect(items[0]).toHaveTextContent("Not sent: texting is not set up");
    expect(items[1]).toHaveTextContent("Re: Your visit");
    expect(within(items[1] as HTMLElement).getByRole("link", { name: "listing.pdf" })).toHaveAttribute(
      "href",
      `/api/leads/${lead.id}/conversation/attachments/9`,
    );
    expect(items[2]).toHaveTextContent("Message");

    expect(screen.getByRole("radio", { name: "E-mail" })).toBeChecked();
    await u.type(screen.getByLabelText("Answer"), "See you Tuesday.");
    await u.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Answer queued")).toBeVisible();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({ body: "See you Tuesday." });
  });

  it("a channel that cannot carry the answer says why and its Send is disabled (English and French)", async () => {
    api = await startLoopbackApi({
      [`GET /api/leads/${lead.id}/conversation`]: {
        json: {
          ...base,
          channels: {
            email: { available: false, reason: "not_set_up" },
            text: { available: false, reason: "not_set_up" },
          },
        },
      },
    });
    const u = userEvent.setup();
    renderWithProviders(<ConversationPanel lead={lead} user={user} live={false} />);
    await screen.findByRole("list", { name: "Conversation with the seller" }, { timeout: 5000 });
    await u.click(screen.getByRole("radio", { name: "Text" }));
    await u.type(screen.getByLabelText("Answer"), "Hello");
    expect(screen.getByTestId("channel-reason")).toHaveTextContent("Not sent: texting is not set up");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    await u.click(screen.getByRole("radio", { name: "E-mail" }));
    expect(screen.getByTestId("channel-reason")).toHaveTextContent("Not sent: e-mail is not set up");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(api.requests.filter((r) => r.method === "POST")).toEqual([]);
  });

  it("words it in French for a French screen", async () => {
    api = await startLoopbackApi({ [`GET /api/leads/${lead.id}/conversation`]: { json: base } });
    renderWithProviders(<ConversationPanel lead={lead} user={user} live={false} />, {
      i18n: await createI18n("fr-CA"),
    });
    const thread = await screen.findByRole("list", { name: "Conversation avec le vendeur" }, { timeout: 5000 });
    expect(within(thread).getAllByTestId("conversation-entry")[0]).toHaveTextContent(
      "Non envoyé : les textos ne sont pas configurés",
    );
    expect(screen.getByRole("radio", { name: "Courriel" })).toBeChecked();
  });
});

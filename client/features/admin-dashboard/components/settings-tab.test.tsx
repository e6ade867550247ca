import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { OutboxRow } from "../../../../contract/admin";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { settings } from "../testing/fixtures";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { SettingsTab } from "./settings-tab";

allowSlowRoundTrips();

const failed: OutboxRow = {
  id: 12,
  kind: "lead_assigned",
  toAddress: "agent@demo.test",
  subject: "Lead assigned to you: Jordan Seller (Cash Offer)",
  textBody: "Jordan Seller is now your lead.",
  status: "failed",
  attempts: 5,
  lastError: "connect ECONNREFUSED 127.0.0.1:25",
  leadId: null,
  createdAt: "2026-03-02T15:00:00.000Z",
  sentAt: null,
  nextAttemptAt: "2026-03-02T15:10:00.000Z",
};
const sent: OutboxRow = { ...failed, id: 11, status: "sent", lastError: null, sentAt: "2026-03-02T15:01:00.000Z" };
const system = {
  database: "pglite",
  aiProvider: "builtin",
  smtpConfigured: false,
  mail: {
    from: "Seller Portal <portal@seller-portal.local>",
    dkimKeyPresent: false,
    replyDomain: null,
    dnsRecords: [],
  },
  storage: "disk",
  outbox: { pending: 0, sent: 1, failed: 1, oldestPendingSeconds: null },
};
const routes = {
  "GET /api/admin/settings": { json: settings },
  "GET /api/admin/system": { json: system },
  "GET /api/admin/outbox?limit=50": { json: [failed, sent] },
  "GET /api/admin/outbox?limit=50&status=failed": { json: [failed] },
  "POST /api/admin/outbox/12/retry": { status: 204 },
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi(routes);
});
afterEach(() => api.close());

describe("SettingsTab", () => {
  it("validates and saves the brokerage details", async () => {
    api.setRoutes({
      ...routes,
      "PUT /api/admin/settings": (body) => ({ json: { ...settings, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SettingsTab />);
    const name = await screen.findByLabelText("Brokerage name");
    expect(name).toHaveValue("Maple Realty");
    await user.clear(name);
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save brokerage details" }));
    expect(await screen.findByText("Brokerage name is required")).toBeVisible();
    expect(screen.getByText("Enter a valid email address, or leave it empty")).toBeVisible();

    await user.type(name, "Maple & Oak Realty");
    await user.clear(screen.getByLabelText("Email"));
    await user.click(screen.getByRole("button", { name: "Save brokerage details" }));
    expect(await screen.findByText("Settings saved")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({
      // The phone goes out as the contract's phone rule formats it.
      brokerage: { ...settings.brokerage, name: "Maple & Oak Realty", email: "", phone: "(416) 555-0000" },
    });
  });

  it("shows system status and the outbox, filters by status and retries a failed e-mail", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SettingsTab />);
    expect(await screen.findByText("No SMTP: e-mails stay in the outbox below")).toBeVisible();
    expect(screen.getByText("0 pending · 1 sent · 1 failed")).toBeVisible();
    expect(screen.getByText("None waiting")).toBeVisible();
    // Each e-mail named by its kind in the screen's language, above the subject as it was sent.
    expect(
      await screen.findAllByText("Subject as sent: Lead assigned to you: Jordan Seller (Cash Offer)"),
    ).toHaveLength(2);
    expect(screen.getAllByText("Lead assigned", { selector: "p" })).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Failed" }));
    expect(screen.getByRole("button", { name: "Failed" })).toHaveAttribute("aria-pressed", "true");
    const list = await screen.findByRole("list", { name: "E-mails" });
    await within(list).findByText("Error: connect ECONNREFUSED 127.0.0.1:25");
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await user.click(within(list).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("E-mail queued")).toBeVisible();
    expect(api.requests.some((r) => r.method === "POST" && r.url === "/api/admin/outbox/12/retry")).toBe(true);
  });
});

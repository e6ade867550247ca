import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OutboxRow } from "../../../../contract/admin";
import { createI18n } from "../../../i18n/i18n";
import { renderWithProviders } from "../../../test/render";
import { OutboxItem } from "./outbox-item";

const row = (status: OutboxRow["status"], overrides: Partial<OutboxRow> = {}): OutboxRow => ({
  id: 7,
  kind: "lead-notification",
  toAddress: "agent@demo.test",
  subject: "New lead: Jordan Seller",
  textBody: "A new lead arrived.",
  status,
  attempts: 0,
  lastError: null,
  leadId: null,
  createdAt: "2026-11-20T15:00:00.000Z",
  sentAt: null,
  nextAttemptAt: "2026-11-20T15:00:00.000Z",
  ...overrides,
});

describe("OutboxItem", () => {
  it("offers Retry on a failed e-mail only, never on one still pending or sent", () => {
    const { unmount } = renderWithProviders(
      <ul>
        <OutboxItem row={row("failed", { attempts: 5, lastError: "connect ECONNREFUSED 127.0.0.1:25" })} />
      </ul>,
    );
    expect(screen.getByRole("button", { name: "Retry" })).toBeEnabled();
    unmount();

    for (const status of ["pending", "sent"] as const) {
      const view = renderWithProviders(
        <ul>
          <OutboxItem row={row(status, { attempts: status === "pending" ? 2 : 1 })} />
        </ul>,
      );
      expect(screen.getByText(status)).toBeVisible();
      expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
      view.unmount();
    }
  });

  it.each([
    ["en-CA", "New lead alert", "Subject as sent: New lead: Jordan Seller"],
    ["fr-CA", "Alerte : nouveau prospect", "Objet tel qu'envoyé : New lead: Jordan Seller"],
  ] as const)(
    "in %s, names the kind of e-mail in the screen's language above the subject as sent",
    async (locale, title, subject) => {
      renderWithProviders(
        <ul>
          <OutboxItem row={row("sent", { kind: "new_lead" })} />
        </ul>,
        { i18n: await createI18n(locale) },
      );
      expect(screen.getByText(title)).toBeVisible();
      expect(screen.getByText(subject)).toBeVisible();
    },
  );
});

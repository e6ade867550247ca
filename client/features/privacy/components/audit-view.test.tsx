import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../../contract/audit";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { AuditView } from "./audit-view";

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: "2026-11-24T15:00:00.000Z",
  actorId: null,
  actorEmail: null,
  apiKeyId: null,
  apiKeyName: null,
  action: "lead.read",
  subject: "lead_1764000000000_abcdefghi",
  subjectMasked: null,
  details: null,
  ip: "10.0.0.7",
  ...overrides,
});
const entries = [
  entry({ id: 3, apiKeyId: 4, apiKeyName: "Dialer", action: "leads.read", subject: "leads" }),
  entry({ id: 2, actorId: 9, actorEmail: "agent@example.test" }),
  entry({ id: 1 }),
];

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi(({ url }) =>
    url.startsWith("/api/admin/audit") ? { json: { entries, nextCursor: null } } : { json: [] },
  );
});
afterEach(() => api.close());

const tableRows = async () => {
  const table = await screen.findByRole("table");
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );
};

describe("AuditView", () => {
  it("names who acted: a staff member, an integration's API key, or a deleted account", async () => {
    renderWithProviders(<AuditView />);
    const rows = await tableRows();
    expect(rows.map((cells) => cells.slice(1, 3))).toEqual([
      ["API key “Dialer”", "Leads listed (API)"],
      ["agent@example.test", "Lead viewed"],
      ["(deleted account)", "Lead viewed"],
    ]);
  });

  it("gives the server's refusal in the screen's language", async () => {
    await api.close();
    api = await startLoopbackApi(({ url }) =>
      url.startsWith("/api/admin/audit")
        ? {
            status: 403,
            json: {
              message: "You do not have permission to do that.",
              code: "forbidden",
              reason: "forbidden",
              params: {},
            },
          }
        : { json: [] },
    );
    renderWithProviders(<AuditView />, { i18n: await createI18n("fr-CA") });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Le journal d'audit n'a pas pu être chargé : Vous n'avez pas la permission de faire cela.",
    );
  });

  it("says the same in French", async () => {
    renderWithProviders(<AuditView />, { i18n: await createI18n("fr-CA") });
    const rows = await tableRows();
    expect(rows[0]?.slice(1, 3)).toEqual(["Clé d'API « Dialer »", "Prospects listés (API)"]);
  });

  it("names a person by the masked e-mail, or a neutral word for older rows, never the hash (both languages)", async () => {
    const hash = `k1:${"ab".repeat(32)}`;
    await api.close();
    api = await startLoopbackApi(({ url }) =>
      url.startsWith("/api/admin/audit")
        ? {
            json: {
              entries: [
                entry({ id: 6, action: "person.erase", subject: hash, subjectMasked: "j•••@g•••.com" }),
                entry({ id: 5, action: "person.read", subject: hash }),
                entry({ id: 4, action: "lead.read" }),
              ],
              nextCursor: null,
            },
          }
        : { json: [] },
    );
    const { unmount } = renderWithProviders(<AuditView />);
    expect((await tableRows()).map((cells) => cells[3])).toEqual([
      "j•••@g•••.com",
      "a person",
      "lead_1764000000000_abcdefghi",
    ]);
    expect(document.body.textContent).not.toContain("abab");
    unmount();
    renderWithProviders(<AuditView />, { i18n: await createI18n("fr-CA") });
    expect((await tableRows()).map((cells) => cells[3])).toEqual([
      "j•••@g•••.com",
      "une personne",
      "lead_1764000000000_abcdefghi",
    ]);
  });
});

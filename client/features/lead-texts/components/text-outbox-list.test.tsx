import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import type { TextOutboxRow } from "../api/texts";
import { TextOutboxList } from "./text-outbox-list";

const row = (id: number, overrides: Partial<TextOutboxRow> = {}): TextOutboxRow => ({
  id,
  leadId: `lead_17000000000${id}_abc`,
  leadName: "Quinn Quiet",
  to: "+1\u2022\u2022\u202223",
  body: "Maple Key Realty: Hi Quinn, we received your request.",
  status: "pending",
  attempts: 0,
  lastError: null,
  nextAttemptAt: "2026-03-02T15:00:00.000Z",
  createdAt: "2026-03-02T15:00:00.000Z",
  ...overrides,
});

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi({
    "GET /api/admin/texts/outbox": { json: [row(1), row(2, { leadName: null, to: null, status: "failed" })] },
  });
});
afterAll(() => api.close());

describe("TextOutboxList", () => {
  it.each([
    ["en-CA", "To Quinn Quiet (+1•••23)", "To a lead without a name (number erased)"],
    ["fr-CA", "À Quinn Quiet (+1•••23)", "À un prospect sans nom (numéro effacé)"],
  ] as const)("in %s, says to whom each text goes, the number masked", async (locale, named, unnamed) => {
    renderWithProviders(<TextOutboxList />, { i18n: await createI18n(locale) });
    const items = await screen.findAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText(named)).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText(unnamed)).toBeVisible();
    // The full number never reaches the screen.
    expect(document.body.textContent).not.toMatch(/\d{3}[- ]?\d{4}/);
  });
});

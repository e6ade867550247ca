import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { allowSlowRoundTrips } from "../testing/slow-machine";
import { SystemStatusPanel } from "./system-status-panel";

allowSlowRoundTrips();

let api: Awaited<ReturnType<typeof startLoopbackApi>> | undefined;
afterEach(() => api?.close());

const system = {
  database: "pglite",
  aiProvider: "builtin",
  smtpConfigured: false,
  storage: "disk",
  outbox: { pending: 2, sent: 1, failed: 0, oldestPendingSeconds: 693 },
};

it.each([
  ["en-CA", "11 min 33 s old"],
  ["fr-CA", "depuis 11 min 33 s"],
] as const)("in %s, says how old the oldest waiting e-mail is in minutes, not '693 s'", async (locale, text) => {
  api = await startLoopbackApi({ "GET /api/admin/system": { json: system } });
  renderWithProviders(<SystemStatusPanel />, { i18n: await createI18n(locale) });
  expect(await screen.findByText(text)).toBeVisible();
});

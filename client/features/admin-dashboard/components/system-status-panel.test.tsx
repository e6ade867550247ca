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
  mail: {
    from: "Maple Key Realty <mail@maplekey.test>",
    dkimKeyPresent: true,
    replyDomain: null,
    dnsRecords: [
      { purpose: "dkim", type: "TXT", name: "portal2026._domainkey.maplekey.test", value: "v=DKIM1; k=rsa; p=MIIB" },
      { purpose: "dmarc", type: "TXT", name: "_dmarc.maplekey.test", value: "v=DMARC1; p=quarantine" },
    ],
  },
};

it.each([
  ["en-CA", "11 min 33 s old"],
  ["fr-CA", "depuis 11 min 33 s"],
] as const)("in %s, says how old the oldest waiting e-mail is in minutes, not '693 s'", async (locale, text) => {
  api = await startLoopbackApi({ "GET /api/admin/system": { json: system } });
  renderWithProviders(<SystemStatusPanel />, { i18n: await createI18n(locale) });
  expect(await screen.findByText(text)).toBeVisible();
});

it.each([
  ["en-CA", "Key present: every e-mail is signed", "DKIM key · TXT ·"],
  ["fr-CA", "Clé présente : chaque courriel est signé", "Clé DKIM · TXT ·"],
] as const)(
  "in %s, shows whether the DKIM key is present and the DNS records to publish",
  async (locale, keyText, dkimLine) => {
    api = await startLoopbackApi({ "GET /api/admin/system": { json: system } });
    renderWithProviders(<SystemStatusPanel />, { i18n: await createI18n(locale) });
    expect(await screen.findByText(keyText)).toBeVisible();
    expect(screen.getByText("portal2026._domainkey.maplekey.test")).toBeVisible();
    expect(screen.getByText(dkimLine, { exact: false })).toBeVisible();
    expect(screen.getByText("v=DKIM1; k=rsa; p=MIIB")).toBeVisible();
  },
);

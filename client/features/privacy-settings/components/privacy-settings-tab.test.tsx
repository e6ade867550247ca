import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PrivacyPolicy, RetentionStatus } from "../../../../contract/privacy-settings";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { PrivacySettingsTab } from "./privacy-settings-tab";

// Two shared cores and many jsdom workers: a loopback round trip can outlast the default one-second wait.
configure({ asyncUtilTimeout: 5000 });

const status: RetentionStatus = {
  settings: { partialLeadDays: 30, unconvertedGuideDays: 365, outboxDays: 90 },
  nextRunAt: "2026-11-25T03:00:00.000Z",
  lastRun: {
    at: "2026-11-24T03:00:00.000Z",
    removed: {
      partialLeads: 4,
      unconvertedGuides: 2,
      outboxEmails: 17,
      webhookDeliveries: 0,
      auditRows: 1,
      idempotencyKeys: 3,
    },
  },
};
const policy: PrivacyPolicy = {
  "en-CA": "<h2>Our policy</h2><p>Jane Roy is in charge.</p>",
  "fr-CA": "<h2>Notre politique</h2><p>Jane Roy en est responsable.</p>",
  version: 3,
  updatedAt: "2026-11-20T12:00:00.000Z",
};
const routes = {
  "GET /api/admin/retention": { json: status },
  "GET /api/admin/privacy-policy": { json: policy },
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  api = await startLoopbackApi(routes);
});
afterEach(() => api.close());

describe("PrivacySettingsTab", () => {
  it("shows the periods and the last run, refuses a bad period and saves good ones", async () => {
    api.setRoutes({
      ...routes,
      "PUT /api/admin/retention": (body) => ({ json: { ...status, settings: body } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PrivacySettingsTab isAdmin />);
    const partial = await screen.findByLabelText("Abandoned partial leads without contact details (days)");
    expect(partial).toHaveValue(30);
    expect(screen.getByText("17 e-mails")).toBeVisible();
    expect(screen.getByText("4 partial leads")).toBeVisible();

    await user.clear(partial);
    await user.type(partial, "0");
    await user.click(screen.getByRole("button", { name: "Save periods" }));
    expect(screen.getByText("Enter a whole number of days from 1 to 3650")).toBeVisible();
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);

    await user.clear(partial);
    await user.type(partial, "14");
    await user.click(screen.getByRole("button", { name: "Save periods" }));
    expect(await screen.findByText("Retention periods saved")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({
      partialLeadDays: 14,
      unconvertedGuideDays: 365,
      outboxDays: 90,
    });
  });

  it("edits the policy in a rich-text editor and saves what it holds in both languages", async () => {
    api.setRoutes({
      ...routes,
      "GET /api/admin/privacy-policy": {
        json: { ...policy, "en-CA": "<h2>Our policy</h2><p>Jane Roy<script>alert(1)</script> is in charge.</p>" },
      },
      "PUT /api/admin/privacy-policy": (body) => ({
        json: { ...(body as object), version: 4, updatedAt: "2026-11-24T05:00:00.000Z" },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PrivacySettingsTab isAdmin />);
    const english = await screen.findByRole("textbox", { name: "English" });
    expect(screen.getByText("Version 3")).toBeVisible();
    expect(within(english).getByRole("heading", { level: 2, name: "Our policy" })).toBeVisible();
    expect(english.querySelector("script")).toBeNull();
    const toolbar = screen.getAllByRole("toolbar", { name: "English" })[0] as HTMLElement;
    for (const tool of ["Bold", "Italic", "Underline", "Heading", "Bulleted list", "Numbered list", "Quote", "Link"]) {
      expect(within(toolbar).getByRole("button", { name: tool })).toBeVisible();
    }
    expect(screen.getByRole("textbox", { name: "French" })).toHaveAttribute("lang", "fr-CA");
    await user.click(screen.getByRole("button", { name: "Save policy" }));
    expect(await screen.findByText("Privacy policy saved as version 4")).toBeVisible();
    expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({
      "en-CA": "<h2>Our policy</h2><p>Jane Roy is in charge.</p>",
      "fr-CA": policy["fr-CA"],
    });
  });

  it("refuses an empty language before saving, in French", async () => {
    api.setRoutes({ ...routes, "GET /api/admin/privacy-policy": { json: { ...policy, "fr-CA": "" } } });
    const user = userEvent.setup();
    renderWithProviders(<PrivacySettingsTab isAdmin />, { i18n: await createI18n("fr-CA") });
    const french = await screen.findByRole("textbox", { name: "Français" });
    expect(screen.getAllByRole("toolbar", { name: "Français" })[0]).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Enregistrer la politique" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("La politique ne peut pas être vide");
    expect(french).toHaveAttribute("aria-invalid", "true");
    expect(api.requests.some((r) => r.method === "PUT")).toBe(false);
  });

  it("asks for an e-mail or a period before exporting the ledger", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PrivacySettingsTab isAdmin />);
    await user.click(await screen.findByRole("button", { name: "Download CSV" }));
    expect(screen.getByText("Give an e-mail or a period")).toBeVisible();
  });

  it("speaks French", async () => {
    const i18n = await createI18n("fr-CA");
    renderWithProviders(<PrivacySettingsTab isAdmin />, { i18n });
    expect(await screen.findByLabelText("Demandes partielles abandonnées sans coordonnées (jours)")).toHaveValue(30);
    expect(await screen.findByRole("heading", { name: "Politique de confidentialité" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Télécharger le CSV" })).toBeVisible();
  });

  it("shows managers that the tab is for admins, without calling the admin routes", async () => {
    renderWithProviders(<PrivacySettingsTab isAdmin={false} />);
    expect(await screen.findByText("Privacy settings are for admins.")).toBeVisible();
    expect(api.requests).toEqual([]);
  });
});

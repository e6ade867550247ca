import { screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadContact } from "../../../../contract/pipeline";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { buildLead, buildUser, LEAD_ID } from "../testing/lead-fixture";
import { LeadPipelineCard } from "./lead-pipeline-card";

const contact: LeadContact = {
  id: 1,
  leadId: LEAD_ID,
  userId: 3,
  userName: "Priya Sharma",
  channel: "call",
  outcome: "reached",
  notes: null,
  createdAt: new Date(2026, 2, 3, 14, 30).toISOString(),
};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi({ [`GET /api/leads/${LEAD_ID}/contacts`]: { json: [contact] } });
});
afterAll(() => api.close());

describe("LeadPipelineCard's contact log", () => {
  it.each([
    ["en-CA", "Call: Reached · Priya Sharma · Mar 03, 2026 at 2:30 PM"],
    ["fr-CA", "Appel : Joint · Priya Sharma · 3 mars 2026 à 14 h 30"],
  ] as const)("in %s, words each logged contact as the catalogue does", async (locale, line) => {
    renderWithProviders(<LeadPipelineCard lead={buildLead()} user={buildUser()} live={false} />, {
      i18n: await createI18n(locale),
    });
    expect(await screen.findByText((_, el) => el?.tagName === "LI" && el.textContent === line)).toBeVisible();
  });
});

import type { I18n } from "@lingui/core";
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../../../contract/crm";
import { createI18n } from "../../../i18n/i18n";
import { renderWithProviders } from "../../../test/render";
import { buildHistory } from "../testing/lead-fixture";
import { HistoryItem } from "./history-item";

/**
 * Issue 33: every routing decision of a first-to-claim pool is a line on the lead's history that names what
 * happened: the offer, the claim, the fallback (to an agent, another pool, or the managers) and each
 * escalation step, in the screen's language, from the codes and parameters the server writes
 * (server/modules/claims/claims.service.ts; the server side is proven in claims.routes.test.ts).
 */
let english: I18n;
let french: I18n;
beforeAll(async () => {
  english = await createI18n("en-CA");
  french = await createI18n("fr-CA");
});

const rows: [string, Partial<HistoryEntry>, string, string][] = [
  [
    "the offer",
    {
      notes: "Offered to the Claimers pool (first to claim)",
      code: "pool_offered",
      params: { pool: "Claimers" },
    },
    "Notes: Offered to the Claimers pool: the first agent to claim it gets it",
    "Notes : Offert au groupe Claimers : le premier courtier à le prendre l’obtient",
  ],
  [
    "the claim",
    {
      notes: "Claimed from the Claimers pool",
      newValue: "Fay Second",
      code: "pool_claimed",
      params: { pool: "Claimers" },
    },
    "Notes: Claimed from the Claimers pool",
    "Notes : Pris dans le groupe Claimers",
  ],
  [
    "a fallback to another pool",
    {
      notes: "Nobody claimed it within 3 minutes: passed to the Second claimers pool",
      code: "pool_fallback",
      params: { pool: "Claimers", minutes: 3, to: "Second claimers" },
    },
    "Notes: Nobody in the Claimers pool claimed it within 3 minutes: it went to Second claimers",
    "Notes : Personne du groupe Claimers ne l’a pris en 3 minutes : il est allé à Second claimers",
  ],
  [
    "a fallback to a named agent",
    {
      notes: "Nobody claimed it within 5 minutes: the Claimers pool's fallback",
      newValue: "Agent7 Claim",
      code: "pool_fallback",
      params: { pool: "Claimers", minutes: 5, to: "Agent7 Claim" },
    },
    "Notes: Nobody in the Claimers pool claimed it within 5 minutes: it went to Agent7 Claim",
    "Notes : Personne du groupe Claimers ne l’a pris en 5 minutes : il est allé à Agent7 Claim",
  ],
  [
    "a fallback to the managers",
    {
      notes: "Nobody claimed it within 2 minutes: the managers were told",
      code: "pool_fallback",
      params: { pool: "Claimers", minutes: 2, to: null },
    },
    "Notes: Nobody in the Claimers pool claimed it within 2 minutes: the managers were told",
    "Notes : Personne du groupe Claimers ne l’a pris en 2 minutes : les gestionnaires ont été avisés",
  ],
  [
    "the agent reminded",
    {
      notes: "No first contact within 5 minutes: the agent was reminded",
      code: "lead_escalated",
      params: { minutes: 5, to: "agent" },
    },
    "Notes: No first contact within 5 minutes: the agent was reminded",
    "Notes : Aucun premier contact en 5 minutes : le courtier a reçu un rappel",
  ],
  [
    "the managers told",
    {
      notes: "No first contact within 10 minutes: the managers were told",
      code: "lead_escalated",
      params: { minutes: 10, to: "managers" },
    },
    "Notes: No first contact within 10 minutes: the managers were told",
    "Notes : Aucun premier contact en 10 minutes : les gestionnaires ont été avisés",
  ],
];

const renderEntry = (overrides: Partial<HistoryEntry>, i18n: I18n) =>
  renderWithProviders(
    <ul>
      <HistoryItem
        entry={buildHistory({
          changeType: "assignment",
          fieldName: null,
          oldValue: null,
          newValue: null,
          userId: null,
          userName: null,
          ...overrides,
        })}
      />
    </ul>,
    { i18n },
  );

describe("the history lines of first-to-claim routing (issue 33)", () => {
  it.each(rows)("%s, in English", (_what, entry, englishText) => {
    renderEntry(entry, english);
    expect(screen.getByText(englishText)).toBeInTheDocument();
    expect(screen.getByText("Lead Assigned")).toBeInTheDocument();
  });

  it.each(rows)("%s, in French", (_what, entry, _englishText, frenchText) => {
    renderEntry(entry, french);
    expect(screen.getByText(frenchText)).toBeInTheDocument();
  });
});

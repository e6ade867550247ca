import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../../../contract/crm";
import { createI18n } from "../../../i18n/i18n";
import { renderWithProviders } from "../../../test/render";
import { buildHistory } from "../testing/lead-fixture";
import { HistoryItem } from "./history-item";

const renderEntry = (overrides: Partial<HistoryEntry>) =>
  render(
    <ul>
      <HistoryItem entry={buildHistory(overrides)} />
    </ul>,
  );

describe("HistoryItem", () => {
  it.each([
    ["note_add", "Note Added"],
    ["note_edit", "Note Edited"],
    ["note_delete", "Note Deleted"],
    ["reminder_add", "Reminder Added"],
    ["reminder_update", "Reminder Updated"],
    ["reminder_delete", "Reminder Deleted"],
    ["edit", "Lead Updated"],
    ["assignment", "Lead Assigned"],
    ["status_change", "Status Changed"],
  ] as const)("labels %s as '%s' with an icon", (changeType, label) => {
    const { container } = renderEntry({ changeType });
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.querySelector("svg")).toBeInTheDocument();
  });

  it("shows the humanised field, previous and new values, the user and the date", () => {
    renderEntry({ fieldName: "postalCode", oldValue: "M5H 1A1", newValue: "M5V 2T6" });
    expect(screen.getByText("Field: Postal Code")).toBeInTheDocument();
    expect(screen.getByText("M5H 1A1")).toBeInTheDocument();
    expect(screen.getByText("M5V 2T6")).toBeInTheDocument();
    expect(screen.getByText("By: Priya Sharma")).toBeInTheDocument();
    expect(screen.getByText(/^Mar 03, 2026 at \d{1,2}:30 (AM|PM)$/)).toBeInTheDocument();
  });

  it("shows an empty previous value and the timeframe's label", () => {
    renderEntry({ fieldName: "movingTimeframe", oldValue: null, newValue: "6-12months" });
    expect(screen.getByText("Field: Timeframe")).toBeInTheDocument();
    expect(screen.getByText("(empty)")).toBeInTheDocument();
    expect(screen.getByText("6–12 months")).toBeInTheDocument();
  });

  it("shows a deleted note's content", () => {
    renderEntry({
      changeType: "note_delete",
      fieldName: null,
      oldValue: "Old note",
      newValue: null,
      notes: "Old note",
    });
    expect(screen.getByText("Deleted content: Old note")).toBeInTheDocument();
  });

  it("shows a new reminder with its due date in the spec's format", () => {
    renderEntry({
      changeType: "reminder_add",
      fieldName: null,
      oldValue: null,
      newValue: "Call back (due 2099-01-05T15:00:00.000Z)",
    });
    expect(screen.getByText(/^Call back \(due Jan 05, 2099 at \d{1,2}:00 (AM|PM)\)$/)).toBeInTheDocument();
  });

  it("keeps the texts the server writes in English as they are stored", () => {
    renderEntry({
      changeType: "assignment",
      fieldName: null,
      oldValue: null,
      newValue: null,
      notes: "Assigned by the Downtown pool",
    });
    expect(screen.getByText("Notes: Assigned by the Downtown pool")).toBeInTheDocument();
  });

  describe("in French", () => {
    const renderFrench = async (overrides: Partial<HistoryEntry>) =>
      renderWithProviders(
        <ul>
          <HistoryItem entry={buildHistory({ fieldName: null, oldValue: null, newValue: null, ...overrides })} />
        </ul>,
        { i18n: await createI18n("fr-CA") },
      );

    it("says what the server did: assignment by a pool, reassignment, import, erasure", async () => {
      const cases: [Partial<HistoryEntry>, string][] = [
        [
          { changeType: "assignment", notes: "Assigned by the Downtown pool" },
          "Notes : Attribué par le groupe Downtown",
        ],
        [
          {
            changeType: "assignment",
            notes: "Reassigned by the Downtown pool: No activity for 15 minutes after assignment.",
          },
          "Notes : Réattribué par le groupe Downtown : aucune activité 15 minutes après l'attribution.",
        ],
        [{ changeType: "import", notes: "Imported from zillow.csv" }, "Notes : Importé de zillow.csv"],
        [{ changeType: "import", notes: "Imported from a CSV file" }, "Notes : Importé d'un fichier CSV"],
        [
          { changeType: "edit", notes: "Personal data erased by admin@example.test" },
          "Notes : Données personnelles effacées par admin@example.test",
        ],
      ];
      for (const [entry, text] of cases) {
        const { unmount } = await renderFrench(entry);
        expect(screen.getByText(text)).toBeInTheDocument();
        unmount();
      }
    });

    it("translates a merge, its stage, the fields taken and the consent it had", async () => {
      await renderFrench({
        changeType: "merge",
        notes:
          "Merged Zeb Quill, zeb@example.test (stage Contacted) into this lead. Fields taken from it: phone, city. Its consent: implied on 2026-01-05T15:00:00.000Z (zillow-2026).",
      });
      expect(
        screen.getByText(
          /^Notes : Zeb Quill, zeb@example.test \(étape Contacté\) a été fusionné dans ce prospect\. Champs repris : Téléphone, Ville\. Son consentement : tacite, le .+2026.+ \(zillow-2026\)\.$/,
        ),
      ).toBeInTheDocument();
    });

    it("leaves staff's own words alone, and gives a reminder's due date in French", async () => {
      const { unmount } = await renderFrench({ changeType: "note_add", newValue: "Imported from Zillow by hand" });
      expect(screen.getByText("Imported from Zillow by hand")).toBeInTheDocument();
      unmount();
      await renderFrench({ changeType: "reminder_add", newValue: "Rappeler (due 2099-01-05T15:00:00.000Z)" });
      expect(screen.getByText(/^Rappeler \(échéance : .+2099.+\)$/)).toBeInTheDocument();
    });
  });

  it("names the user by id when the name is unknown", () => {
    renderEntry({ userName: null, userId: 9 });
    expect(screen.getByText("By: User #9")).toBeInTheDocument();
  });
});

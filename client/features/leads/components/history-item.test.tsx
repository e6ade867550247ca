import { cleanup, render, screen } from "@testing-library/react";
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
      code: "reminder_due",
      params: { title: "Call back", due: "2099-01-05T15:00:00.000Z" },
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
      code: "pool_assigned",
      params: { pool: "Downtown" },
    });
    expect(screen.getByText("Notes: Assigned by the Downtown pool")).toBeInTheDocument();
  });

  it("words a coded row from its code, whatever its stored English says", () => {
    renderEntry({
      changeType: "assignment",
      fieldName: null,
      oldValue: null,
      newValue: null,
      notes: "The server said something else entirely",
      code: "pool_reassigned",
      params: { pool: "Downtown", minutes: 15 },
    });
    expect(
      screen.getByText("Notes: Reassigned by the Downtown pool: No activity for 15 minutes after assignment."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/something else entirely/)).not.toBeInTheDocument();
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
          {
            changeType: "assignment",
            notes: "Assigned by the Downtown pool",
            code: "pool_assigned",
            params: { pool: "Downtown" },
          },
          "Notes : Attribué par le groupe Downtown",
        ],
        [
          {
            changeType: "assignment",
            notes: "Reassigned by the Downtown pool: No activity for 15 minutes after assignment.",
            code: "pool_reassigned",
            params: { pool: "Downtown", minutes: 15 },
          },
          "Notes : Réattribué par le groupe Downtown : aucune activité 15 minutes après l'attribution.",
        ],
        [
          {
            changeType: "import",
            notes: "Imported from zillow.csv",
            code: "imported",
            params: { file: "zillow.csv" },
          },
          "Notes : Importé de zillow.csv",
        ],
        [
          { changeType: "import", notes: "Imported from a CSV file", code: "imported", params: { file: null } },
          "Notes : Importé d'un fichier CSV",
        ],
        [
          {
            changeType: "edit",
            notes: "Personal data erased by admin@example.test",
            code: "erased",
            params: { email: "admin@example.test" },
          },
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
        code: "merged",
        params: {
          lead: "Zeb Quill, zeb@example.test",
          named: true,
          stage: "contacted",
          fields: ["phone", "city"],
          consent: { basis: "implied", at: "2026-01-05T15:00:00.000Z", version: "zillow-2026" },
        },
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
      await renderFrench({
        changeType: "reminder_add",
        newValue: "Rappeler (due 2099-01-05T15:00:00.000Z)",
        code: "reminder_due",
        params: { title: "Rappeler", due: "2099-01-05T15:00:00.000Z" },
      });
      expect(screen.getByText(/^Rappeler \(échéance : .+2099.+\)$/)).toBeInTheDocument();
    });

    it("words a coded row from its code, not from its stored English", async () => {
      const { unmount } = await renderFrench({
        changeType: "assignment",
        notes: "Something else entirely, reworded by the server",
        code: "pool_assigned",
        params: { pool: "Downtown" },
      });
      expect(screen.getByText("Notes : Attribué par le groupe Downtown")).toBeInTheDocument();
      expect(screen.queryByText(/Something else entirely/)).not.toBeInTheDocument();
      unmount();
      // A reminder's due date and a deleted one's, from its parameters alone.
      await renderFrench({
        changeType: "reminder_delete",
        oldValue: "Rappeler",
        notes: "Rappeler (due someday)",
        code: "reminder_due",
        params: { title: "Rappeler", due: "2099-01-05T15:00:00.000Z" },
      });
      expect(screen.getByText(/^Contenu supprimé : Rappeler \(échéance : .+2099.+\)$/)).toBeInTheDocument();
    });

    it("words a stage change and a logged contact from their codes, and staff's notes as typed", async () => {
      const { unmount } = await renderFrench({
        changeType: "stage_change",
        fieldName: "stage",
        oldValue: "Some old wording",
        newValue: "Some new wording",
        notes: "Met at the open house",
        code: "stage_changed",
        params: { from: "new", to: "contacted" },
      });
      expect(screen.getByText("Nouveau")).toBeInTheDocument();
      expect(screen.getByText("Contacté")).toBeInTheDocument();
      expect(screen.getByText("Notes : Met at the open house")).toBeInTheDocument();
      expect(screen.queryByText(/wording/)).not.toBeInTheDocument();
      unmount();
      await renderFrench({
        changeType: "contact_logged",
        newValue: "Mail: Left",
        code: "contact_logged",
        params: { channel: "email", outcome: "left_message" },
      });
      expect(screen.getByText("(vide)")).toBeInTheDocument();
      expect(screen.getByText("Courriel : Message laissé")).toBeInTheDocument();
    });

    it("says yes and no in French for a yes/no field, and leaves a text field's words alone", async () => {
      const { unmount } = await renderFrench({
        changeType: "edit",
        fieldName: "hasMortgage",
        oldValue: "No",
        newValue: "Yes",
      });
      expect(screen.getByText("Non")).toBeInTheDocument();
      expect(screen.getByText("Oui")).toBeInTheDocument();
      unmount();
      await renderFrench({ changeType: "edit", fieldName: "comments", oldValue: null, newValue: "Yes" });
      expect(screen.getByText("Yes")).toBeInTheDocument();
    });

    it("names a deal's parts and writes its amounts as money in French (decision 053)", async () => {
      await renderFrench({ changeType: "edit", fieldName: "gci", oldValue: null, newValue: "20250.00" });
      expect(screen.getByText("Commission brute", { exact: false })).toBeInTheDocument();
      expect(screen.getByText(/^20\s250,00\s\$$/)).toBeInTheDocument();
      cleanup();
      await renderFrench({ changeType: "edit", fieldName: "listingSignedOn", oldValue: null, newValue: "2026-10-01" });
      expect(screen.getByText("Contrat de courtage signé", { exact: false })).toBeInTheDocument();
      expect(screen.getByText("2026-10-01")).toBeInTheDocument();
    });

    it("words the form progress, a questionnaire reason and an unassignment in French", async () => {
      await renderFrench({
        changeType: "status_change",
        fieldName: "status",
        oldValue: "Partial",
        newValue: "Contacted",
      });
      expect(screen.getByText("en cours")).toBeInTheDocument();
      expect(screen.getByText("terminé")).toBeInTheDocument();
      cleanup();
      await renderFrench({ changeType: "assignment", fieldName: "agentId", oldValue: "Sam Lee", newValue: null });
      expect(screen.getByText("Sam Lee")).toBeInTheDocument();
      expect(screen.getByText("Non attribué")).toBeInTheDocument();
      cleanup();
      await renderFrench({ changeType: "edit", fieldName: "movingReason", oldValue: null, newValue: "job-relocation" });
      expect(screen.getByText("Mutation ou nouvel emploi")).toBeInTheDocument();
      cleanup();
      await renderFrench({ changeType: "edit", fieldName: "hasMortgage", oldValue: "No", newValue: "Yes" });
      expect(screen.getByText("Non")).toBeInTheDocument();
      expect(screen.getByText("Oui")).toBeInTheDocument();
    });

    it("names an unnamed merged lead and a consent without a text version in French", async () => {
      await renderFrench({
        changeType: "merge",
        notes: "Merged somebody",
        code: "merged",
        params: {
          lead: "(416) 555-0100",
          named: false,
          stage: "new",
          fields: [],
          consent: { basis: "express", at: "2026-01-05T15:00:00.000Z", version: null },
        },
      });
      expect(
        screen.getByText(
          /^Notes : Prospect sans nom, \(416\) 555-0100 \(étape .+\) a été fusionné dans ce prospect\. Aucun champ n'a été repris\. Son consentement : exprès, le .+2026.+ \(sans version du texte\)\.$/,
        ),
      ).toBeInTheDocument();
    });
  });

  it("names the user by id when the name is unknown", () => {
    renderEntry({ userName: null, userId: 9 });
    expect(screen.getByText("By: User #9")).toBeInTheDocument();
  });
});

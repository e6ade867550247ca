import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../../../contract/crm";
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

  it("names the user by id when the name is unknown", () => {
    renderEntry({ userName: null, userId: 9 });
    expect(screen.getByText("By: User #9")).toBeInTheDocument();
  });
});

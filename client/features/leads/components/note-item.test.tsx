import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildNote } from "../testing/lead-fixture";
import { NoteItem } from "./note-item";

function renderNote(onSave = vi.fn((_content: string) => Promise.resolve()), mayChange = true) {
  render(
    <ul>
      <NoteItem note={buildNote()} mayChange={mayChange} saving={false} onSave={onSave} onDelete={vi.fn()} />
    </ul>,
  );
  return onSave;
}

describe("NoteItem", () => {
  it("edits inline and saves the trimmed text", async () => {
    const user = userEvent.setup();
    const onSave = renderNote();
    await user.click(screen.getByRole("button", { name: "Edit note" }));
    await user.clear(screen.getByLabelText("Note text"));
    await user.type(screen.getByLabelText("Note text"), "  Booked a visit  ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith("Booked a visit");
    expect(await screen.findByRole("button", { name: "Edit note" })).toHaveFocus();
  });

  it("does not save text that is empty after trimming", async () => {
    const user = userEvent.setup();
    const onSave = renderNote();
    await user.click(screen.getByRole("button", { name: "Edit note" }));
    await user.clear(screen.getByLabelText("Note text"));
    await user.type(screen.getByLabelText("Note text"), "   ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/^Note content is required$/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("discards the edit on Cancel, and keeps it open when saving fails", async () => {
    const user = userEvent.setup();
    const onSave = renderNote(vi.fn(() => Promise.reject(new Error("403"))));
    await user.click(screen.getByRole("button", { name: "Edit note" }));
    await user.type(screen.getByLabelText("Note text"), " and again");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Note text")).toHaveValue("Called, left a message and again");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Called, left a message")).toBeInTheDocument();
    expect(screen.queryByLabelText("Note text")).not.toBeInTheDocument();
  });

  it("shows the author, a bullet and the date, and no buttons to those who may not change it", () => {
    renderNote(undefined, false);
    expect(screen.getByText(/^By: Priya Sharma/).textContent).toMatch(
      /^By: Priya Sharma • Mar 03, 2026 at \d{1,2}:30 (AM|PM)$/,
    );
    expect(screen.queryByRole("button", { name: "Edit note" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete note" })).not.toBeInTheDocument();
  });
});

import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { NoteForm } from "./note-form";

describe("NoteForm", () => {
  it("refuses an empty or blank note with 'Note content is required'", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(() => Promise.resolve());
    renderWithProviders(<NoteForm onAdd={onAdd} />);

    await user.click(screen.getByRole("button", { name: "Add Note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Note content is required$/);
    await user.type(screen.getByLabelText("Add a note"), "   ");
    await user.click(screen.getByRole("button", { name: "Add Note" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/^Note content is required$/);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("adds the trimmed note and clears the box", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(() => Promise.resolve());
    renderWithProviders(<NoteForm onAdd={onAdd} />);
    await user.type(screen.getByLabelText("Add a note"), "  Wants a cash offer  ");
    await user.click(screen.getByRole("button", { name: "Add Note" }));
    expect(onAdd).toHaveBeenCalledWith("Wants a cash offer");
    await vi.waitFor(() => expect(screen.getByLabelText("Add a note")).toHaveValue(""));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("keeps the text when saving fails", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(() => Promise.reject(new Error("offline")));
    renderWithProviders(<NoteForm onAdd={onAdd} />);
    await user.type(screen.getByLabelText("Add a note"), "Do not lose me");
    await user.click(screen.getByRole("button", { name: "Add Note" }));
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalled());
    expect(screen.getByRole("button", { name: "Add Note" })).toBeEnabled();
    expect(screen.getByLabelText("Add a note")).toHaveValue("Do not lose me");
  });
});

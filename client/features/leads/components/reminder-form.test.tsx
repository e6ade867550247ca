import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parseISO } from "date-fns";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { NewReminder } from "../api/create-reminder";
import { ReminderForm } from "./reminder-form";

describe("ReminderForm", () => {
  it("defaults the due date to now", () => {
    renderWithProviders(<ReminderForm onAdd={vi.fn()} />);
    const value = (screen.getByLabelText("Due date") as HTMLInputElement).value;
    expect(Math.abs(new Date(value).getTime() - Date.now())).toBeLessThan(2 * 60_000);
  });

  it("asks for a title and a date with the spec's messages", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(() => Promise.resolve());
    renderWithProviders(<ReminderForm onAdd={onAdd} />);
    fireEvent.change(screen.getByLabelText("Due date"), { target: { value: "" } });
    await user.click(screen.getByRole("button", { name: "Add Reminder" }));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((a) => a.textContent)).toEqual(["Reminder title is required", "Please select a date"]);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("refuses a blank title", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(() => Promise.resolve());
    renderWithProviders(<ReminderForm onAdd={onAdd} />);
    await user.type(screen.getByLabelText("Reminder title"), "   ");
    await user.click(screen.getByRole("button", { name: "Add Reminder" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Reminder title is required$/);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("sends the title and the local due time as ISO with an offset", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn((_r: NewReminder) => Promise.resolve());
    renderWithProviders(<ReminderForm onAdd={onAdd} />);
    await user.type(screen.getByLabelText("Reminder title"), " Call back ");
    fireEvent.change(screen.getByLabelText("Due date"), { target: { value: "2026-05-04T09:30" } });
    await user.click(screen.getByRole("button", { name: "Add Reminder" }));
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    const sent = onAdd.mock.calls[0]?.[0] as NewReminder;
    expect(sent.title).toBe("Call back");
    expect(sent.dueDate).toMatch(/^2026-05-04T09:30:00(Z|[+-]\d{2}:\d{2})$/);
    expect(parseISO(sent.dueDate).getTime()).toBe(new Date(2026, 4, 4, 9, 30).getTime());
  });
});

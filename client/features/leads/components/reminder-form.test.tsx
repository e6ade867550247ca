import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { parseISO } from "date-fns";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { NewReminder } from "../api/create-reminder";
import { ReminderForm } from "./reminder-form";
import { nextBusinessMorningLocal } from "./reminder-form-due";

describe("ReminderForm", () => {
  it("defaults the due date to the next business morning, never in the past", () => {
    renderWithProviders(<ReminderForm onAdd={vi.fn()} />);
    const value = (screen.getByLabelText("Due date") as HTMLInputElement).value;
    expect(value).toBe(nextBusinessMorningLocal());
    expect(value).toMatch(/T09:00$/);
    expect(new Date(value).getTime()).toBeGreaterThan(Date.now());
  });

  it("takes the next weekday at 9:00: Friday, Saturday and Sunday give Monday", () => {
    // 2026-11-23 is a Monday; times are local.
    expect(nextBusinessMorningLocal(new Date(2026, 10, 23, 8, 0))).toBe("2026-11-24T09:00");
    expect(nextBusinessMorningLocal(new Date(2026, 10, 26, 23, 59))).toBe("2026-11-27T09:00");
    expect(nextBusinessMorningLocal(new Date(2026, 10, 27, 17, 0))).toBe("2026-11-30T09:00");
    expect(nextBusinessMorningLocal(new Date(2026, 10, 28, 10, 0))).toBe("2026-11-30T09:00");
    expect(nextBusinessMorningLocal(new Date(2026, 10, 29, 0, 30))).toBe("2026-11-30T09:00");
    expect(nextBusinessMorningLocal(new Date(2026, 11, 31, 12, 0))).toBe("2027-01-01T09:00");
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

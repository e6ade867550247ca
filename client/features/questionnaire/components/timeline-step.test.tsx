import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { TimelineStep } from "./timeline-step";

describe("TimelineStep", () => {
  it("is a 0–12 slider in steps of 1 that starts at 6 months", () => {
    render(<TimelineStep onContinue={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "When are you planning to move?" })).toBeInTheDocument();
    const slider = screen.getByRole("slider", { name: "When are you planning to move?" });
    expect(slider).toHaveAttribute("min", "0");
    expect(slider).toHaveAttribute("max", "12");
    expect(slider).toHaveAttribute("step", "1");
    expect(slider).toHaveValue("6");
    expect(slider).toHaveAttribute("aria-valuetext", "6 months");
  });

  it.each([
    [0, "ASAP"],
    [1, "1 month"],
    [2, "2 months"],
    [11, "11 months"],
    [12, "12+ months"],
  ])("labels %i as '%s'", (months, label) => {
    render(<TimelineStep onContinue={vi.fn()} />);
    const slider = screen.getByRole("slider");
    fireEvent.change(slider, { target: { value: String(months) } });
    expect(slider).toHaveAttribute("aria-valuetext", label);
    // The big label above the slider (the end labels ASAP / 12+ months are also printed under it).
    expect(screen.getAllByText(label)[0]).toHaveClass("text-3xl");
  });

  it("continues with the chosen number of months", async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<TimelineStep onContinue={onContinue} />);
    fireEvent.change(screen.getByRole("slider"), { target: { value: "3" } });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onContinue).toHaveBeenCalledWith(3);
  });

  it("starts from the answer given before (after Back)", () => {
    render(<TimelineStep initial={1} onContinue={vi.fn()} />);
    expect(screen.getByRole("slider")).toHaveAttribute("aria-valuetext", "1 month");
    fireEvent.change(screen.getByRole("slider"), { target: { value: "0" } });
    expect(screen.getAllByText("ASAP")).toHaveLength(2);
  });
});

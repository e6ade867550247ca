import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LocationStep } from "./location-step";

describe("LocationStep", () => {
  it("keeps the text typed but not sent through a reload (the language switch), until it is sent", async () => {
    const user = userEvent.setup();
    const first = render(<LocationStep onContinue={vi.fn()} />);
    await user.type(screen.getByRole("textbox", { name: "Where are you planning to move to?" }), "Halifax");
    first.unmount();
    render(<LocationStep onContinue={vi.fn()} />);
    expect(screen.getByRole("textbox", { name: "Where are you planning to move to?" })).toHaveValue("Halifax");
  });

  it("asks for a non-empty location and clears the message on typing", async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<LocationStep onContinue={onContinue} />);
    expect(screen.getByRole("heading", { name: "Where are you planning to move to?" })).toBeInTheDocument();
    const field = screen.getByRole("textbox", { name: "Where are you planning to move to?" });

    await user.type(field, "   ");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/^Please enter a location$/);
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(onContinue).not.toHaveBeenCalled();

    await user.type(field, "H");
    expect(screen.queryByText("Please enter a location")).not.toBeInTheDocument();
    await user.clear(field);
    await user.type(field, "  Halifax, NS {Enter}");
    expect(onContinue).toHaveBeenCalledWith("Halifax, NS");
  });

  it('stores "It\'s a secret" when the visitor keeps it to themselves', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    render(<LocationStep onContinue={onContinue} />);
    await user.click(screen.getByRole("button", { name: "It's a secret" }));
    expect(onContinue).toHaveBeenCalledWith("It's a secret");
  });
});

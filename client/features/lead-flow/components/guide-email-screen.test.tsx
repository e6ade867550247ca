import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderFlow } from "../testing/render-flow";
import { GuideEmailScreen } from "./guide-email-screen";

describe("GuideEmailScreen", () => {
  it("disables 'Send it please!' while the e-mail is empty and after one press", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => new Promise(() => {}));
    renderFlow(<GuideEmailScreen defaultEmail="" onSend={onSend} />);
    expect(screen.getByRole("heading", { level: 1, name: "Your Customized Home Selling Guide" })).toBeInTheDocument();
    const send = screen.getByRole("button", { name: "Send it please!" });
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(send).toBeDisabled();

    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith("dana@example.com");
    expect(send).toBeDisabled();
    await user.click(send);
    await user.type(screen.getByLabelText("Email"), "{Enter}");
    expect(onSend).toHaveBeenCalledOnce();
  });

  it("does not spend the one press on a malformed address", async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    renderFlow(<GuideEmailScreen defaultEmail="dana@" onSend={onSend} />);
    await user.click(screen.getByRole("button", { name: "Send it please!" }));
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Email"), "example.com{Enter}");
    expect(onSend).toHaveBeenCalledWith("dana@example.com");
    expect(screen.getByRole("button", { name: "Send it please!" })).toBeDisabled();
  });
});

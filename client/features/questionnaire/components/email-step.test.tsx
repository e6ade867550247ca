import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { consentText } from "../../../../contract/leads";
import { testBrokerage } from "../../../test/guide-fixtures";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { EmailStep } from "./email-step";

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeAll(async () => {
  api = await startLoopbackApi({ "GET /api/brokerage": { json: testBrokerage } });
});
afterAll(() => api.close());

function renderEmailStep() {
  const onSubmit = vi.fn();
  const onSkip = vi.fn();
  renderWithProviders(<EmailStep onSubmit={onSubmit} onSkip={onSkip} />);
  return { onSubmit, onSkip, field: screen.getByLabelText("Where should we send the info to?") };
}

describe("EmailStep", () => {
  it("shows the spec's texts and the brokerage's consent line, naming e-mail alone as only an e-mail is asked", async () => {
    renderEmailStep();
    expect(screen.getByRole("heading", { name: "We need a few more details" })).toBeInTheDocument();
    const line = await screen.findByText(consentText(testBrokerage, "email"));
    expect(line.textContent).toContain("may contact you by e-mail about selling your home.");
    expect(line.textContent).not.toMatch(/phone|text/);
  });

  it("asks for an address or a skip when the field is empty", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderEmailStep();
    await user.click(screen.getByRole("button", { name: "Send me my guide" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/^Please enter your email address or click 'Skip for now'$/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(["dana@", "dana example@site.com", "dana@site", "@site.com"])(
    "refuses the malformed address %j",
    async (value) => {
      const user = userEvent.setup();
      const { onSubmit, field } = renderEmailStep();
      await user.type(field, `${value}{Enter}`);
      expect(screen.getByRole("alert")).toHaveTextContent(/^Please enter a valid email address$/);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it("submits a valid address with Enter, after the message clears on typing", async () => {
    const user = userEvent.setup();
    const { onSubmit, field } = renderEmailStep();
    await user.type(field, "dana@{Enter}");
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    await user.type(field, "example.com");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("dana@example.com", false);
  });

  it("has the marketing box unticked, and sends it ticked only when the visitor ticks it", async () => {
    const user = userEvent.setup();
    const { onSubmit, field } = renderEmailStep();
    const box = screen.getByRole("checkbox", {
      name: "Send me market updates and selling tips by e-mail. I can unsubscribe at any time.",
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.type(field, "dana@example.com{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("dana@example.com", true);
  });

  it("can be skipped", async () => {
    const user = userEvent.setup();
    const { onSkip, onSubmit } = renderEmailStep();
    await user.click(screen.getByRole("button", { name: "Skip for now" }));
    expect(onSkip).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

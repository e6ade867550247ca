import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FollowUpQuestion } from "../../../../contract/sellers-guide";
import { createI18n } from "../../../i18n/i18n";
import { renderWithProviders } from "../../../test/render";
import { FollowUpForm } from "./follow-up-form";
// The form loads the phone rule when it first checks a number; loaded here, a slow machine does not time out.
import "../../../../contract/phone-number";

const questions: FollowUpQuestion[] = [
  { id: "name", text: "What's your name?", type: "text", required: true },
  { id: "q1", text: "What's your biggest concern?", type: "multiple_choice", options: ["Price"], required: true },
  { id: "q3", text: "What's the best phone number to reach you?", type: "phone", required: false },
];

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("What's your name?"), "Dana Seller");
  await user.click(screen.getByRole("radio", { name: "Price" }));
}

describe("FollowUpForm's phone question", () => {
  it("is a tel input that refuses a sentence with 'Please enter a valid phone number' and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<FollowUpForm questions={questions} onSubmit={onSubmit} />);
    const phone = screen.getByLabelText("What's the best phone number to reach you?");
    expect(phone).toHaveAttribute("type", "tel");
    await fillRequired(user);
    await user.type(phone, "We hope to list in spring.");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid phone number");
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, "613-555-0142");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith([
      { questionId: "name", answer: "Dana Seller" },
      { questionId: "q1", answer: "Price" },
      { questionId: "q3", answer: "613-555-0142" },
    ]);
  });

  it("may be left empty", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<FollowUpForm questions={questions} onSubmit={onSubmit} />);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  });

  it("says 'Veuillez entrer un numéro de téléphone valide' in French", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<FollowUpForm questions={questions} onSubmit={onSubmit} />, {
      i18n: await createI18n("fr-CA"),
    });
    await fillRequired(user);
    await user.type(screen.getByLabelText("What's the best phone number to reach you?"), "(416) 555-01");
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Veuillez entrer un numéro de téléphone valide");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

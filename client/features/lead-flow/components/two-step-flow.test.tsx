import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_TEXT_VERSION, consentText, REPRESENTED_TAG } from "../../../../contract/leads";
import { recordingActions, renderFlow, testBrokerage } from "../testing/render-flow";
import { TwoStepFlow } from "./two-step-flow";

const LEAD_ID = "lead_1700000000000_abc123xyz";
const fast = () => 30;

function renderTwoStep(type: "realtor" | "cash-offer", options: { failSubmit?: boolean } = {}) {
  const recorded = recordingActions(options);
  const onHome = vi.fn();
  const view = renderFlow(
    <TwoStepFlow type={type} leadId={LEAD_ID} actions={recorded.actions} onHome={onHome} loadingDuration={fast} />,
  );
  return { ...recorded, ...view, onHome };
}

async function fillProperty(user: ReturnType<typeof userEvent.setup>, address = "12 Elm Street, Toronto") {
  await user.type(screen.getByLabelText("Property address"), address);
  await user.click(screen.getByRole("button", { name: "Continue" }));
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  // The marketing box is optional and starts unticked (decision 021).
  expect(
    screen.getByRole("checkbox", {
      name: "Send me market updates and selling tips by e-mail. I can unsubscribe at any time.",
    }),
  ).not.toBeChecked();
  await user.type(screen.getByLabelText("Full name"), "Dana Seller");
  await user.type(screen.getByLabelText("Email"), "dana@example.com");
  await user.type(screen.getByLabelText("Phone"), "416-555-0199");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("TwoStepFlow, agent path", () => {
  it("saves the whole lead once at start with completedEmail and completedContact false", async () => {
    const { partials } = renderTwoStep("realtor");
    await waitFor(() => expect(partials).toHaveLength(1));
    expect(partials[0]).toEqual({
      id: LEAD_ID,
      leadType: "agent",
      address: "",
      movingTimeline: 3,
      timeline: 3,
      workingWithRealtor: false,
      name: "",
      email: "",
      phone: "",
      completedEmail: false,
      completedContact: false,
    });
  });

  it("shows step 1 with the spec's texts and timeline values, and Continue is disabled until the address is filled", async () => {
    const user = userEvent.setup();
    renderTwoStep("realtor");
    expect(screen.getByRole("heading", { level: 1, name: "Tell Us About Your Property" })).toBeInTheDocument();
    expect(screen.getByText("Step 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get a free estimate" })).toHaveAttribute("href", "/home-value");

    const timeline = screen.getByLabelText("When are you planning to sell?") as HTMLSelectElement;
    expect(timeline).toHaveValue("3");
    expect([...timeline.options].map((o) => [o.value, o.text])).toEqual([
      ["1", "As soon as possible"],
      ["3", "Within 3 months"],
      ["6", "Within 6 months"],
      ["12", "Within a year"],
      ["24", "Just exploring options"],
    ]);
    const reason = screen.getByLabelText("Main reason for selling") as HTMLSelectElement;
    expect([...reason.options].map((o) => o.value)).toEqual([
      "",
      "selling_primary",
      "selling_investment",
      "downsizing",
      "upsizing",
      "relocating",
      "other",
    ]);

    const continueButton = screen.getByRole("button", { name: "Continue" });
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText("Property address"), "   ");
    expect(continueButton).toBeDisabled();
    await user.type(screen.getByLabelText("Property address"), "12 Elm Street");
    expect(continueButton).toBeEnabled();
  });

  it("disables Submit until name, e-mail and phone are all filled, with e-mail and tel inputs and the consent line", async () => {
    const user = userEvent.setup();
    renderTwoStep("realtor");
    await fillProperty(user);

    expect(screen.getByRole("heading", { level: 1, name: "Your Contact Information" })).toHaveFocus();
    expect(screen.getByText("A local agent will reach out to discuss your needs")).toBeInTheDocument();
    expect(screen.getByText("Step 2 of 2")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("type", "tel");
    expect(screen.getByText(consentText(testBrokerage))).toBeInTheDocument();

    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Full name"), "Dana Seller");
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Phone"), "416-555-0199");
    expect(submit).toBeEnabled();
    await user.clear(screen.getByLabelText("Full name"));
    expect(submit).toBeDisabled();
  });

  it("keeps every value when going Back and forward again", async () => {
    const user = userEvent.setup();
    renderTwoStep("realtor");
    await user.type(screen.getByLabelText("Property address"), "12 Elm Street");
    await user.selectOptions(screen.getByLabelText("When are you planning to sell?"), "12");
    await user.selectOptions(screen.getByLabelText("Main reason for selling"), "downsizing");
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await fillContact(user);

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("heading", { level: 1, name: "Tell Us About Your Property" })).toHaveFocus();
    expect(screen.getByLabelText("Property address")).toHaveValue("12 Elm Street");
    expect(screen.getByLabelText("When are you planning to sell?")).toHaveValue("12");
    expect(screen.getByLabelText("Main reason for selling")).toHaveValue("downsizing");
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByLabelText("Full name")).toHaveValue("Dana Seller");
    expect(screen.getByLabelText("Email")).toHaveValue("dana@example.com");
    expect(screen.getByLabelText("Phone")).toHaveValue("416-555-0199");
  });

  it("refuses a malformed e-mail without calling the server", async () => {
    const user = userEvent.setup();
    const { submits } = renderTwoStep("realtor");
    await fillProperty(user);
    await user.type(screen.getByLabelText("Full name"), "Dana Seller");
    await user.type(screen.getByLabelText("Email"), "dana@");
    await user.type(screen.getByLabelText("Phone"), "416-555-0199{Enter}");
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(submits).toEqual([]);
  });

  it("submits, shows the loading screen, the guide e-mail screen and the agent thank-you", async () => {
    const user = userEvent.setup();
    const { submits, partials, onHome } = renderTwoStep("realtor");
    await user.type(screen.getByLabelText("Property address"), "12 Elm Street, Toronto");
    await user.selectOptions(screen.getByLabelText("Main reason for selling"), "relocating");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(submits).toEqual([
      {
        id: LEAD_ID,
        leadType: "agent",
        address: "12 Elm Street, Toronto",
        movingTimeline: 3,
        timeline: 3,
        movingReason: "relocating",
        workingWithRealtor: false,
        name: "Dana Seller",
        email: "dana@example.com",
        phone: "416-555-0199",
        completedEmail: false,
        completedContact: true,
        consent: true,
        consentTextVersion: CONSENT_TEXT_VERSION,
        marketingConsent: false,
      },
    ]);
    expect(
      screen.getByText("We're preparing your customized seller's guide — thanks for your patience!"),
    ).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toBeInTheDocument();

    expect(
      await screen.findByRole("heading", { level: 1, name: "Your Customized Home Selling Guide" }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText("Email");
    expect(email).toHaveValue("dana@example.com");
    const send = screen.getByRole("button", { name: "Send it please!" });
    await user.clear(email);
    expect(send).toBeDisabled();
    await user.type(email, "dana.guide@example.com");
    expect(send).toBeEnabled();
    await user.click(send);

    expect(partials.at(-1)).toMatchObject({
      id: LEAD_ID,
      email: "dana.guide@example.com",
      completedEmail: true,
      completedContact: true,
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Thank you!" })).toBeInTheDocument();
    expect(
      screen.getByText("A real estate agent will be in touch with you shortly to discuss your property."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Return to Home" }));
    expect(onHome).toHaveBeenCalledOnce();
  });

  it("takes a represented seller through 'Thinking of what to do next...' to the realtor screens", async () => {
    const user = userEvent.setup();
    const { submits, partials, onHome } = renderTwoStep("realtor");
    await user.type(screen.getByLabelText("Property address"), "12 Elm Street");
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(submits[0]).toMatchObject({ workingWithRealtor: true, tag: REPRESENTED_TAG, completedContact: true });
    expect(screen.getByText("Thinking of what to do next...")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Already Working with a Realtor" }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Got it, thanks!" }));

    expect(
      screen.getByText(
        "But because you're working with another Realtor, we can't share this info with you (due to legal stuff).",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("We encourage you to contact your real estate professional. Happy selling!"),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("dana@example.com");
    await user.click(screen.getByRole("button", { name: "I understand" }));
    expect(onHome).toHaveBeenCalledOnce();
    expect(partials.at(-1)).toMatchObject({ email: "dana@example.com", completedEmail: true });
  });

  it("logs 'Failed to submit lead information' as a warning and keeps the contact step when the submit fails", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    renderTwoStep("realtor", { failSubmit: true });
    await fillProperty(user);
    await fillContact(user);
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(warn).toHaveBeenCalledWith("Failed to submit lead information", expect.any(Error)));
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { level: 1, name: "Your Contact Information" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(screen.getByLabelText("Full name")).toHaveValue("Dana Seller");
  });
});

describe("TwoStepFlow, cash path", () => {
  it("asks 'When do you need to sell by?' with the cash labels, default 1, and no reason", async () => {
    renderTwoStep("cash-offer");
    expect(screen.getByRole("heading", { level: 1, name: "Get Your Cash Offer" })).toBeInTheDocument();
    const timeline = screen.getByLabelText("When do you need to sell by?") as HTMLSelectElement;
    expect(timeline).toHaveValue("1");
    expect([...timeline.options].map((o) => [o.value, o.text])).toEqual([
      ["1", "As soon as possible"],
      ["3", "Within 30 days"],
      ["6", "Within 60 days"],
      ["12", "Flexible timeline"],
    ]);
    expect(screen.queryByLabelText("Main reason for selling")).not.toBeInTheDocument();
  });

  it("submits with 'Get My Cash Offer' and ends on the cash thank-you", async () => {
    const user = userEvent.setup();
    const { submits, partials } = renderTwoStep("cash-offer");
    await waitFor(() => expect(partials[0]).toMatchObject({ leadType: "cash", movingTimeline: 1 }));
    await user.type(screen.getByLabelText("Property address"), "9 Bay Road, Halifax");
    await user.selectOptions(screen.getByLabelText("When do you need to sell by?"), "6");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("We'll prepare your cash offer and reach out quickly")).toBeInTheDocument();
    const submit = screen.getByRole("button", { name: "Get My Cash Offer" });
    expect(submit).toBeDisabled();
    await fillContact(user);
    await user.click(submit);

    expect(submits[0]).toMatchObject({ leadType: "cash", address: "9 Bay Road, Halifax", movingTimeline: 6 });
    expect(submits[0]).not.toHaveProperty("movingReason");
    await user.click(await screen.findByRole("button", { name: "Send it please!" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Thank you!" })).toBeInTheDocument();
    expect(screen.getByText("We'll prepare your cash offer and contact you within 24 hours.")).toBeInTheDocument();
  });
});

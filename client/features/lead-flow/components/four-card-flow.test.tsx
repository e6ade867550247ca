import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_TEXT_VERSION, consentText, type PublicLeadInput, REPRESENTED_TAG } from "../../../../contract/leads";
import { recordingActions, renderFlow, testBrokerage } from "../testing/render-flow";
import type { LeadFlowActions } from "../utils/lead-flow-actions";
import { AGENT_SUCCESS_MESSAGE, CASH_SUCCESS_MESSAGE, FourCardFlow, REPRESENTED_MESSAGE } from "./four-card-flow";

const LEAD_ID = "lead_1700000000000_def456uvw";
type User = ReturnType<typeof userEvent.setup>;

function renderFourCard(type: "realtor" | "cash-offer", actions?: LeadFlowActions) {
  const recorded = recordingActions();
  const onHome = vi.fn();
  const view = renderFlow(
    <FourCardFlow type={type} leadId={LEAD_ID} actions={actions ?? recorded.actions} onHome={onHome} />,
  );
  return { ...recorded, ...view, onHome };
}

const MARKETING_BOX = "Send me market updates and selling tips by e-mail. I can unsubscribe at any time.";
const next = () => screen.getByRole("button", { name: "Next" });

async function fillLocation(user: User) {
  await user.type(screen.getByLabelText("Street address"), "12 Elm Street");
  await user.type(screen.getByLabelText("City"), "Toronto");
  await user.selectOptions(screen.getByLabelText("Province"), "ON");
  await user.type(screen.getByLabelText("Postal code"), "m5v 2t6");
}

async function toContactCard(user: User) {
  await fillLocation(user);
  await user.click(next());
  await user.click(screen.getByRole("radio", { name: "Good" }));
  await user.click(next());
  await user.click(screen.getByRole("radio", { name: "No" }));
  await user.click(next());
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("FourCardFlow", () => {
  it("posts only the id and lead type at start", async () => {
    const { partials } = renderFourCard("realtor");
    await waitFor(() => expect(partials).toEqual([{ id: LEAD_ID, leadType: "Sell with Agent" }]));
  });

  it("enables Next on the location card only when street, city, province and postal code are filled", async () => {
    const user = userEvent.setup();
    renderFourCard("realtor");
    expect(screen.getByText("Step 1 of 4")).toBeInTheDocument();
    expect(screen.getByLabelText("Unit (optional)")).toBeInTheDocument();
    // A seller not sure of the price is offered the estimate first (issue 43).
    expect(screen.getByRole("link", { name: "Get a free estimate" })).toHaveAttribute("href", "/home-value");
    const province = screen.getByLabelText("Province") as HTMLSelectElement;
    expect([...province.options].map((o) => o.value)).toEqual([
      "",
      "ON",
      "BC",
      "QC",
      "AB",
      "MB",
      "NS",
      "NB",
      "SK",
      "NL",
      "PE",
      "NT",
      "YT",
      "NU",
    ]);
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();

    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText("Street address"), "12 Elm Street");
    await user.type(screen.getByLabelText("City"), "Toronto");
    await user.selectOptions(province, "ON");
    expect(next()).toBeDisabled();
    await user.type(screen.getByLabelText("Postal code"), "M5V 2T6");
    expect(next()).toBeEnabled();
  });

  it("saves progress on each Next, with notify on the first card, and shows the condition choices", async () => {
    const user = userEvent.setup();
    const { partials } = renderFourCard("realtor");
    await fillLocation(user);
    await user.type(screen.getByLabelText("Unit (optional)"), "4");
    await user.click(next());

    expect(partials[1]).toEqual({
      id: LEAD_ID,
      leadType: "Sell with Agent",
      street: "12 Elm Street",
      unit: "4",
      city: "Toronto",
      province: "ON",
      postalCode: "M5V 2T6",
      address: "12 Elm Street, Unit 4, Toronto, ON M5V 2T6",
      notify: true,
    });
    expect(screen.getByRole("heading", { level: 1, name: "What condition is your property in?" })).toHaveFocus();
    expect(screen.getByText("Step 2 of 4")).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "Excellent",
      "Good",
      "Fair",
      "Poor",
    ]);
    expect(screen.getByRole("radio", { name: "Poor" })).toHaveAccessibleDescription(
      "Needs major repairs or a renovation.",
    );
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Fair" }));
    await user.click(next());
    expect(partials[2]).toMatchObject({ propertyCondition: "Fair", notify: false });
  });

  it("Back returns one card and keeps every value", async () => {
    const user = userEvent.setup();
    renderFourCard("realtor");
    await fillLocation(user);
    await user.type(screen.getByLabelText("Unit (optional)"), "4");
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "Excellent" }));
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "No" }));
    await user.click(next());
    await user.type(screen.getByLabelText("Full name"), "Dana Seller");
    await user.click(screen.getByRole("radio", { name: "Text" }));

    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Are you currently working with a real estate agent?" }),
    ).toHaveFocus();
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByRole("radio", { name: "Excellent" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Street address")).toHaveValue("12 Elm Street");
    expect(screen.getByLabelText("Unit (optional)")).toHaveValue("4");
    expect(screen.getByLabelText("City")).toHaveValue("Toronto");
    expect(screen.getByLabelText("Province")).toHaveValue("ON");
    expect(screen.getByLabelText("Postal code")).toHaveValue("M5V 2T6");

    await user.click(next());
    await user.click(next());
    await user.click(next());
    expect(screen.getByLabelText("Full name")).toHaveValue("Dana Seller");
    expect(screen.getByRole("radio", { name: "Text" })).toBeChecked();
  });

  it("ends the flow on Yes to working with an agent: the final lead carries hasAgent true and the tag", async () => {
    const user = userEvent.setup();
    const { submits, onHome } = renderFourCard("cash-offer");
    await fillLocation(user);
    await user.click(next());
    await user.click(screen.getByRole("radio", { name: "Poor" }));
    await user.click(next());
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Yes" }));
    await user.click(next());

    expect(submits).toEqual([
      {
        id: LEAD_ID,
        leadType: "Cash Offer",
        street: "12 Elm Street",
        unit: "",
        city: "Toronto",
        province: "ON",
        postalCode: "M5V 2T6",
        address: "12 Elm Street, Toronto, ON M5V 2T6",
        propertyCondition: "Poor",
        hasAgent: true,
        tag: REPRESENTED_TAG,
      },
    ]);
    expect(await screen.findByText(REPRESENTED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText("Full name")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Return to Home" }));
    expect(onHome).toHaveBeenCalledOnce();
  });

  it("agent contact card: phone optional, Submit once name, e-mail and contact method are given", async () => {
    const user = userEvent.setup();
    const { submits, partials } = renderFourCard("realtor");
    await toContactCard(user);

    expect(screen.getByText("Step 4 of 4")).toBeInTheDocument();
    expect(screen.getByLabelText("Phone number (optional)")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Email address")).toHaveAttribute("type", "email");
    expect(screen.queryByRole("group", { name: "When would you like to sell?" })).not.toBeInTheDocument();
    expect(screen.getByText(consentText(testBrokerage))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("checkbox", { name: MARKETING_BOX })).not.toBeChecked();
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Full name"), "Dana Seller");
    await user.type(screen.getByLabelText("Email address"), "dana@example.com");
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "Email" }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(partials.at(-1)).toMatchObject({ notify: true, name: "Dana Seller", contactMethod: "Email" });
    expect(submits).toEqual([
      {
        id: LEAD_ID,
        leadType: "Sell with Agent",
        street: "12 Elm Street",
        unit: "",
        city: "Toronto",
        province: "ON",
        postalCode: "M5V 2T6",
        address: "12 Elm Street, Toronto, ON M5V 2T6",
        propertyCondition: "Good",
        hasAgent: false,
        name: "Dana Seller",
        email: "dana@example.com",
        phone: "",
        contactMethod: "Email",
        consent: true,
        consentTextVersion: CONSENT_TEXT_VERSION,
        marketingConsent: false,
      },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Thank you!" })).toHaveFocus();
    expect(screen.getByText(AGENT_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(AGENT_SUCCESS_MESSAGE).toContain("an agent will be in touch shortly");
  });

  it("sends the marketing box only as the visitor leaves it: ticked, it goes with the final lead", async () => {
    const user = userEvent.setup();
    const { submits } = renderFourCard("realtor");
    await toContactCard(user);
    const box = screen.getByRole("checkbox", { name: MARKETING_BOX });
    expect(box).not.toBeChecked();
    await user.type(screen.getByLabelText("Full name"), "Dana Seller");
    await user.type(screen.getByLabelText("Email address"), "dana@example.com");
    await user.click(screen.getByRole("radio", { name: "Email" }));
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatchObject({ consent: true, marketingConsent: true, email: "dana@example.com" });
  });

  it("cash contact card: phone and timeline required; the button reads Processing... while sending", async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const submits: PublicLeadInput[] = [];
    const actions: LeadFlowActions = {
      savePartial: async () => ({ ok: true }),
      submit: (lead) => {
        submits.push(lead);
        return new Promise((resolve) => {
          release = () => resolve({ ok: true });
        });
      },
    };
    renderFourCard("cash-offer", actions);
    await toContactCard(user);

    const timeline = screen.getByRole("group", { name: "When would you like to sell?" });
    expect(timeline).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual([
      "Phone",
      "Email",
      "Text",
      "ASAP",
      "30–60 days",
      "3+ months",
    ]);
    await user.type(screen.getByLabelText("Full name"), "Dana Seller");
    await user.type(screen.getByLabelText("Email address"), "dana@example.com");
    await user.click(screen.getByRole("radio", { name: "Phone" }));
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Phone number"), "416-555-0199");
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: "30–60 days" }));
    expect(submit).toBeEnabled();

    await user.type(screen.getByLabelText("Full name"), "{Enter}");
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Back" })).toBeDisabled();
    expect(submits[0]).toMatchObject({
      leadType: "Cash Offer",
      phone: "416-555-0199",
      contactMethod: "Phone",
      timeline: "30–60 days",
    });
    release();
    expect(await screen.findByText(CASH_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(CASH_SUCCESS_MESSAGE).toContain("a representative will be in touch within 24 hours");
    expect(screen.getByRole("button", { name: "Return to Home" })).toBeInTheDocument();
  });

  it("logs a failed submit as a warning only and keeps the card", async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error");
    const failing = recordingActions({ failSubmit: true });
    renderFourCard("realtor", failing.actions);
    await toContactCard(user);
    await user.type(screen.getByLabelText("Full name"), "Dana Seller");
    await user.type(screen.getByLabelText("Email address"), "dana@example.com");
    await user.click(screen.getByRole("radio", { name: "Phone" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    await waitFor(() => expect(warn).toHaveBeenCalledWith("Failed to submit lead", expect.any(Error)));
    expect(error).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Submit" })).toBeEnabled();
    expect(screen.getByLabelText("Full name")).toHaveValue("Dana Seller");
  });
});

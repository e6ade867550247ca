import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { I18nProvider } from "../../../i18n/use-t";
import { recordingActions, renderFlow } from "../testing/render-flow";
import { CASH_SUCCESS_MESSAGE, FourCardFlow } from "./four-card-flow";
import { TwoStepFlow } from "./two-step-flow";

// The language switch is a full page load (decision 017): a flow mounted again, in the other language,
// must find the visitor's answers and step where they left them.

const LEAD_ID = "lead_1700000000000_drf123abc";
type User = ReturnType<typeof userEvent.setup>;

const french = await createI18n("fr-CA");
const inFrench = (ui: ReactElement) => <I18nProvider i18n={french}>{ui}</I18nProvider>;

afterEach(() => {
  vi.restoreAllMocks();
});

async function englishFourCardToContact(user: User, type: "realtor" | "cash-offer" = "realtor") {
  const first = recordingActions();
  const view = renderFlow(<FourCardFlow type={type} leadId={LEAD_ID} actions={first.actions} onHome={vi.fn()} />);
  await user.type(screen.getByLabelText("Street address"), "12 Elm Street");
  await user.type(screen.getByLabelText("Unit (optional)"), "4B");
  await user.type(screen.getByLabelText("City"), "Toronto");
  await user.selectOptions(screen.getByLabelText("Province"), "ON");
  await user.type(screen.getByLabelText("Postal code"), "M5V 2T6");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(screen.getByRole("radio", { name: "Fair" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(screen.getByRole("radio", { name: "No" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  expect(screen.getByRole("heading", { level: 1, name: "How can we reach you?" })).toBeInTheDocument();
  await user.type(screen.getByLabelText("Full name"), "Dana Seller");
  view.unmount();
  return first;
}

describe("a language switch in the four-card flow", () => {
  it("reopens the contact card in French with every answer of the cards before it", async () => {
    const user = userEvent.setup();
    await englishFourCardToContact(user);

    const second = recordingActions();
    renderFlow(inFrench(<FourCardFlow type="realtor" leadId={LEAD_ID} actions={second.actions} onHome={vi.fn()} />));
    expect(await screen.findByRole("heading", { level: 1, name: "Comment pouvons-nous vous joindre?" })).toBeVisible();
    expect(screen.getByText("Étape 4 sur 4")).toBeInTheDocument();
    expect(screen.getByLabelText("Nom complet")).toHaveValue("Dana Seller");
    // The lead already exists: no second start save.
    expect(second.partials).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Retour" }));
    expect(screen.getByRole("heading", { level: 1, name: /Faites-vous déjà affaire/ })).toBeVisible();
    expect(screen.getByRole("radio", { name: "Non" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Retour" }));
    expect(screen.getByRole("radio", { name: /Passable/ })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Retour" }));
    expect(screen.getByLabelText("Adresse")).toHaveValue("12 Elm Street");
    expect(screen.getByLabelText("Appartement ou unité (facultatif)")).toHaveValue("4B");
    expect(screen.getByLabelText("Ville")).toHaveValue("Toronto");
    expect(screen.getByLabelText("Province")).toHaveValue("ON");
    expect(screen.getByLabelText("Code postal")).toHaveValue("M5V 2T6");
  });

  it("does not give a draft to another lead (a new session id after a lead was sent)", async () => {
    const user = userEvent.setup();
    await englishFourCardToContact(user, "cash-offer");
    const other = recordingActions();
    renderFlow(
      <FourCardFlow type="cash-offer" leadId="lead_1700000000001_zzz999zzz" actions={other.actions} onHome={vi.fn()} />,
    );
    // The other lead starts at card 1: no card, contact or answer of the draft; only the home the visitor
    // described in this tab (the visitor record, issue 43) fills the address.
    expect(screen.getByRole("heading", { level: 1, name: "Where is your property?" })).toBeInTheDocument();
    expect(screen.getByLabelText("Street address")).toHaveValue("12 Elm Street");
    await waitFor(() =>
      expect(other.partials).toEqual([{ id: "lead_1700000000001_zzz999zzz", leadType: "Cash Offer" }]),
    );
  });

  it("forgets the draft once the lead is sent", async () => {
    const user = userEvent.setup();
    await englishFourCardToContact(user, "cash-offer");
    const second = recordingActions();
    const again = renderFlow(
      <FourCardFlow type="cash-offer" leadId={LEAD_ID} actions={second.actions} onHome={vi.fn()} />,
    );
    await screen.findByRole("heading", { level: 1, name: "How can we reach you?" });
    await user.type(screen.getByLabelText("Email address"), "dana@example.com");
    await user.type(screen.getByLabelText("Phone number"), "416-555-0199");
    await user.click(screen.getByRole("radio", { name: "Email" }));
    await user.click(screen.getByRole("radio", { name: "ASAP" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(CASH_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(second.submits[0]).toMatchObject({ street: "12 Elm Street", unit: "4B", propertyCondition: "Fair" });
    expect(window.sessionStorage.getItem("flow-draft:lead-flow:cash-offer:four-card")).toBeNull();
    again.unmount();

    window.sessionStorage.removeItem("visitor-record");
    renderFlow(
      <FourCardFlow type="cash-offer" leadId={LEAD_ID} actions={recordingActions().actions} onHome={vi.fn()} />,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Where is your property?" })).toBeInTheDocument();
    expect(screen.getByLabelText("Street address")).toHaveValue("");
  });
});

describe("a language switch in the two-step flow", () => {
  it("reopens the contact step in French with the property answers", async () => {
    const user = userEvent.setup();
    const first = recordingActions();
    const view = renderFlow(
      <TwoStepFlow
        type="realtor"
        leadId={LEAD_ID}
        actions={first.actions}
        onHome={vi.fn()}
        loadingDuration={() => 30}
      />,
    );
    await user.type(screen.getByLabelText("Property address"), "12 Elm Street, Toronto");
    await user.selectOptions(screen.getByLabelText("Main reason for selling"), "downsizing");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(screen.getByLabelText("Full name"), "Dana Seller");
    view.unmount();

    const second = recordingActions();
    renderFlow(
      inFrench(
        <TwoStepFlow
          type="realtor"
          leadId={LEAD_ID}
          actions={second.actions}
          onHome={vi.fn()}
          loadingDuration={() => 30}
        />,
      ),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Vos coordonnées" })).toBeVisible();
    expect(screen.getByLabelText("Nom complet")).toHaveValue("Dana Seller");
    expect(second.partials).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Retour" }));
    expect(screen.getByLabelText("Adresse de la propriété")).toHaveValue("12 Elm Street, Toronto");
    expect(screen.getByLabelText("Principale raison de la vente")).toHaveValue("downsizing");
  });
});

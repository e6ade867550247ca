import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n";
import { I18nProvider } from "../../../i18n/use-t";
import { recordingActions, renderFlow } from "../testing/render-flow";
import { FourCardFlow } from "./four-card-flow";
import { TwoStepFlow } from "./two-step-flow";
// The form loads the phone rule when it first checks a number; loaded here, a slow machine does not time out.
import "../../../../contract/phone-number";

// The contract's phone and postal-code rules (contract/phone-number.ts, contract/postal-code.ts) in both
// lead flows, with their messages in the page's language.

type User = ReturnType<typeof userEvent.setup>;
const french = await createI18n("fr-CA");
const inFrench = (ui: ReactElement) => <I18nProvider i18n={french}>{ui}</I18nProvider>;
let serial = 0;
const leadId = () => `lead_1700000000000_val${String(++serial).padStart(6, "0")}`;

afterEach(() => {
  vi.restoreAllMocks();
});

async function fillLocation(user: User, labels: Record<string, string>, province: string, postalCode: string) {
  await user.type(screen.getByLabelText(labels.street as string), "12 Elm Street");
  await user.type(screen.getByLabelText(labels.city as string), "Toronto");
  await user.selectOptions(screen.getByLabelText(labels.province as string), province);
  await user.type(screen.getByLabelText(labels.postalCode as string), postalCode);
}
const englishLabels = { street: "Street address", city: "City", province: "Province", postalCode: "Postal code" };
const frenchLabels = { street: "Adresse", city: "Ville", province: "Province", postalCode: "Code postal" };

describe("the four-card flow's postal code", () => {
  it("refuses 123 with 'Please enter a valid postal code' and stays on the card until it is one", async () => {
    const user = userEvent.setup();
    const recorded = recordingActions();
    renderFlow(<FourCardFlow type="realtor" leadId={leadId()} actions={recorded.actions} onHome={vi.fn()} />);
    await fillLocation(user, englishLabels, "ON", "123");
    await user.click(screen.getByRole("button", { name: "Next" }));
    const postal = screen.getByLabelText("Postal code");
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter a valid postal code");
    expect(postal).toHaveAttribute("aria-invalid", "true");
    expect(postal).toHaveAccessibleDescription("Please enter a valid postal code");
    expect(postal).toHaveFocus();
    expect(screen.getByRole("heading", { level: 1, name: "Where is your property?" })).toBeVisible();
    // Only the start save went out: nothing with the bad code.
    await waitFor(() => expect(recorded.partials).toHaveLength(1));
    expect(recorded.partials[0]).not.toHaveProperty("postalCode");

    await user.clear(postal);
    await user.type(postal, "m5v 2t6");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { level: 1, name: /condition/i })).toBeVisible();
    expect(recorded.partials.at(-1)).toMatchObject({ postalCode: "M5V 2T6", province: "ON" });
  });

  it("refuses, in French, a code whose first letter names another province", async () => {
    const user = userEvent.setup();
    const recorded = recordingActions();
    renderFlow(
      inFrench(<FourCardFlow type="cash-offer" leadId={leadId()} actions={recorded.actions} onHome={vi.fn()} />),
    );
    await fillLocation(user, frenchLabels, "BC", "M5V 2T6");
    await user.click(screen.getByRole("button", { name: "Suivant" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Veuillez entrer un code postal situé dans la province choisie",
    );
    // Choosing the province the code belongs to clears the message and lets the visitor on.
    await user.selectOptions(screen.getByLabelText("Province"), "ON");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Suivant" }));
    await waitFor(() => expect(screen.queryByLabelText("Code postal")).toBeNull());
  });

  it("says 'Veuillez entrer un code postal valide' in French", async () => {
    const user = userEvent.setup();
    const recorded = recordingActions();
    renderFlow(inFrench(<FourCardFlow type="realtor" leadId={leadId()} actions={recorded.actions} onHome={vi.fn()} />));
    await fillLocation(user, frenchLabels, "QC", "H2X");
    await user.click(screen.getByRole("button", { name: "Suivant" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Veuillez entrer un code postal valide");
  });
});

async function toFourCardContact(user: User, type: "realtor" | "cash-offer") {
  const recorded = recordingActions();
  renderFlow(<FourCardFlow type={type} leadId={leadId()} actions={recorded.actions} onHome={vi.fn()} />);
  await fillLocation(user, englishLabels, "ON", "M5V 2T6");
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(await screen.findByRole("radio", { name: /Good/ }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.click(screen.getByRole("radio", { name: "No" }));
  await user.click(screen.getByRole("button", { name: "Next" }));
  await user.type(screen.getByLabelText("Full name"), "Dana Seller");
  await user.type(screen.getByLabelText("Email address"), "dana@example.com");
  await user.click(screen.getByRole("radio", { name: "Email" }));
  return recorded;
}

describe("the four-card flow's phone", () => {
  it("refuses '(416) 555-01' with 'Please enter a valid phone number' and sends nothing", async () => {
    const user = userEvent.setup();
    const recorded = await toFourCardContact(user, "realtor");
    const phone = screen.getByLabelText("Phone number (optional)");
    await user.type(phone, "(416) 555-01");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid phone number");
    expect(phone).toHaveFocus();
    expect(recorded.submits).toEqual([]);

    await user.type(phone, "00");
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(recorded.submits).toHaveLength(1));
    expect(recorded.submits[0]).toMatchObject({ phone: "(416) 555-0100" });
  });

  it("sends an agent lead without a phone: the phone stays optional", async () => {
    const user = userEvent.setup();
    const recorded = await toFourCardContact(user, "realtor");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect(recorded.submits).toHaveLength(1));
    expect(recorded.submits[0]).toMatchObject({ phone: "" });
  });
});

describe("the two-step flow's phone", () => {
  async function toContact(wrap: (ui: ReactElement) => ReactElement = (ui) => ui) {
    const recorded = recordingActions();
    renderFlow(
      wrap(
        <TwoStepFlow
          type="realtor"
          leadId={leadId()}
          actions={recorded.actions}
          onHome={vi.fn()}
          loadingDuration={() => 30}
        />,
      ),
    );
    return recorded;
  }

  it("refuses a sentence as the phone with 'Please enter a valid phone number'", async () => {
    const user = userEvent.setup();
    const recorded = await toContact();
    await user.type(screen.getByLabelText("Property address"), "12 Elm Street, Toronto");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.type(screen.getByLabelText("Full name"), "Dana Seller");
    await user.type(screen.getByLabelText("Email"), "dana@example.com");
    await user.type(screen.getByLabelText("Phone"), "We hope to list in spring.");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid phone number");
    expect(screen.getByLabelText("Phone")).toHaveAttribute("aria-invalid", "true");
    expect(recorded.submits).toEqual([]);
  });

  it("says 'Veuillez entrer un numéro de téléphone valide' in French", async () => {
    const user = userEvent.setup();
    const recorded = await toContact(inFrench);
    await user.type(screen.getByLabelText("Adresse de la propriété"), "12, rue Elm, Toronto");
    await user.click(screen.getByRole("button", { name: "Continuer" }));
    await user.type(screen.getByLabelText("Nom complet"), "Dana Seller");
    await user.type(screen.getByLabelText("Courriel"), "dana@example.com");
    await user.type(screen.getByLabelText("Téléphone"), "555-01");
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Veuillez entrer un numéro de téléphone valide");
    expect(recorded.submits).toEqual([]);
  });
});

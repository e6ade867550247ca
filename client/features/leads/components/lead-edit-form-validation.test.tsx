import type { I18n } from "@lingui/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { UpdateLeadInput } from "../../../../contract/crm";
import { createI18n } from "../../../i18n/i18n";
import { renderWithProviders } from "../../../test/render";
import { buildLead } from "../testing/lead-fixture";
import { LeadEditForm } from "./lead-edit-form";

// The contract's phone and postal-code rules in the staff edit form, with their messages in both languages.

function renderForm(i18n?: I18n) {
  const onSave = vi.fn((_changes: UpdateLeadInput) => undefined);
  renderWithProviders(
    <>
      <LeadEditForm id="edit" lead={buildLead()} onSave={onSave} />
      <button type="submit" form="edit">
        Save
      </button>
    </>,
    { i18n },
  );
  return onSave;
}

describe("LeadEditForm's full name", () => {
  it.each([
    ["en-CA", "Full Name", "Enter the seller's full name"],
    ["fr-CA", "Nom complet", "Entrez le nom complet du vendeur"],
  ] as const)("in %s, cannot save a lead's name empty", async (locale, label, message) => {
    const user = userEvent.setup();
    const onSave = renderForm(await createI18n(locale));
    await user.clear(screen.getByLabelText(label));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe("LeadEditForm's phone and postal code", () => {
  it("refuses '(416) 555-01' and '123' with their messages and sends nothing", async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "(416) 555-01");
    await user.clear(screen.getByLabelText("Postal Code"));
    await user.type(screen.getByLabelText("Postal Code"), "123");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid phone number")).toBeInTheDocument();
    expect(screen.getByLabelText("Postal Code")).toHaveAccessibleDescription("Please enter a valid postal code");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("refuses a postal code of another province than the one chosen", async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.selectOptions(screen.getByLabelText("Province"), "BC");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a postal code in the province you chose")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sends a valid phone and postal code", async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "613 555 0142");
    await user.clear(screen.getByLabelText("Postal Code"));
    await user.type(screen.getByLabelText("Postal Code"), "k1a 0b1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ phone: "613 555 0142", postalCode: "k1a 0b1" }));
  });

  it("words the messages in French", async () => {
    const user = userEvent.setup();
    const onSave = renderForm(await createI18n("fr-CA"));
    await user.clear(screen.getByLabelText("Téléphone"));
    await user.type(screen.getByLabelText("Téléphone"), "We hope to list in spring.");
    await user.clear(screen.getByLabelText("Code postal"));
    await user.type(screen.getByLabelText("Code postal"), "123");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Veuillez entrer un numéro de téléphone valide")).toBeInTheDocument();
    expect(screen.getByText("Veuillez entrer un code postal valide")).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

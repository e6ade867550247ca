import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCatalogueParts } from "../../../i18n/browser-i18n";
import { createI18n } from "../../../i18n/i18n";
import { startLoopbackApi } from "../../../test/loopback-api";
import { renderWithProviders } from "../../../test/render";
import { EraseDialog } from "./erase-dialog";

const query = { email: "zeb@example.test" };
const person = { emails: ["zeb@example.test"], phones: ["(514) 555-0177"] };
const noop = () => {};

let api: Awaited<ReturnType<typeof startLoopbackApi>>;
beforeEach(async () => {
  await loadCatalogueParts(["privacy"]);
  api = await startLoopbackApi({});
});
afterEach(() => api.close());

describe("EraseDialog", () => {
  it("keeps Erase disabled until the typed e-mail is the person's, then erases", async () => {
    api.setRoutes({
      "POST /api/admin/privacy/person/erase": {
        json: { leadIds: ["lead_1"], erasedLeads: 1, erasedAccounts: 0, erasedEmails: 0, erasedMessages: 0 },
      },
    });
    const user = userEvent.setup();
    const erased: unknown[] = [];
    renderWithProviders(
      <EraseDialog open query={query} person={person} onClose={noop} onErased={(r) => erased.push(r)} />,
    );
    const erase = screen.getByRole("button", { name: "Erase" });
    expect(erase).toBeDisabled();
    const field = screen.getByLabelText("Type the person's e-mail to confirm");
    await user.type(field, "zeb@example.tes");
    expect(erase).toBeDisabled();
    await user.type(field, "T ");
    expect(erase).toBeEnabled();
    expect(screen.getByText("That matches. Erase is now available.")).toBeVisible();
    await user.click(erase);
    await screen.findByText("Erased: 1 lead now shows as erased.");
    expect(api.requests.map((r) => r.body)).toEqual([{ email: "zeb@example.test", confirmEmail: "zeb@example.tesT" }]);
    expect(erased).toHaveLength(1);
  });

  it("words the server's refusal as a sentence, never as the field's path", async () => {
    api.setRoutes({
      "POST /api/admin/privacy/person/erase": {
        status: 400,
        json: {
          message: "Invalid body.confirmEmail: Type the person's e-mail to confirm",
          code: "validation_error",
          issues: [{ path: "body.confirmEmail", message: "Type the person's e-mail to confirm" }],
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<EraseDialog open query={query} person={person} onClose={noop} onErased={noop} />);
    await user.type(screen.getByLabelText("Type the person's e-mail to confirm"), "zeb@example.test");
    await user.click(screen.getByRole("button", { name: "Erase" }));
    expect(await screen.findByText("The e-mail you typed is not this person's e-mail.")).toBeVisible();
    expect(document.body.textContent).not.toContain("Invalid");
    expect(document.body.textContent).not.toContain("body.confirmEmail");
  });

  it("in French: the same rule, the phone for someone without an e-mail, and the refusal in French", async () => {
    const french = await createI18n("fr-CA");
    api.setRoutes({
      "POST /api/admin/privacy/person/erase": {
        status: 400,
        json: {
          message: "This person has no e-mail: type their phone number to confirm",
          code: "validation_error",
          reason: "erase_phone_needed",
          params: {},
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <EraseDialog
        open
        query={{ phone: "514 555 0177" }}
        person={{ emails: [], phones: ["(514) 555-0177"] }}
        onClose={noop}
        onErased={noop}
      />,
      { i18n: french },
    );
    const erase = screen.getByRole("button", { name: "Effacer" });
    expect(erase).toBeDisabled();
    const field = screen.getByLabelText(
      "Cette personne n'a pas de courriel : tapez son numéro de téléphone pour confirmer",
    );
    await user.type(field, "514 555 017");
    expect(erase).toBeDisabled();
    await user.type(field, "7");
    expect(erase).toBeEnabled();
    expect(screen.getByText("C'est bien cela. Vous pouvez maintenant effacer.")).toBeVisible();
    await user.click(erase);
    expect(
      await screen.findByText("Cette personne n'a pas de courriel : tapez son numéro de téléphone pour confirmer."),
    ).toBeVisible();
  });
});

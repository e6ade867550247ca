import { describe, expect, it } from "vitest";
import { validationMessages } from "../../contract/validation-messages";
import { createI18n } from "./i18n";
import type { Translate } from "./use-t";
import { messageIdsByText, translateValidation, validationMessageIds } from "./validation";

async function translator(locale: "en-CA" | "fr-CA"): Promise<Translate> {
  const i18n = await createI18n(locale);
  return ((id: string, values?: Record<string, unknown>) => i18n._(id, values)) as Translate;
}

describe("translateValidation", () => {
  it("finds each message of the contract's one definition by its key, in English and in French", async () => {
    const en = await translator("en-CA");
    const fr = await translator("fr-CA");
    expect(Object.keys(validationMessageIds).sort()).toEqual(Object.keys(validationMessages).sort());
    expect(translateValidation(fr, validationMessages.phone)).toBe("Veuillez entrer un numéro de téléphone valide");
    expect(translateValidation(en, validationMessages.postalCode)).toBe("Please enter a valid postal code");
    expect(translateValidation(fr, validationMessages.postalCode)).toBe("Veuillez entrer un code postal valide");
    expect(translateValidation(fr, validationMessages.postalCodeProvince)).toBe(
      "Veuillez entrer un code postal situé dans la province choisie",
    );
  });

  it("keeps the French text when the English of the definition is reworded", async () => {
    const fr = await translator("fr-CA");
    const reworded = { ...validationMessages, phone: "That phone number does not look right" };
    const ids = messageIdsByText(reworded);
    expect(translateValidation(fr, "That phone number does not look right", ids)).toBe(
      "Veuillez entrer un numéro de téléphone valide",
    );
    // The old wording is no longer a defined message: it is shown as given.
    expect(translateValidation(fr, "Please enter a valid phone number", ids)).toBe("Please enter a valid phone number");
  });

  it("shows a text that is not a defined message as given, and words length limits by their number", async () => {
    const fr = await translator("fr-CA");
    expect(translateValidation(fr, "Something else")).toBe("Something else");
    expect(translateValidation(fr, "At most 40 characters")).toBe(fr("staffValidation.atMost", { count: "40" }));
  });
});

import { describe, expect, it } from "vitest";
import { validationMessages } from "../../contract/validation-messages";
import { emptyEstimateForm, readEstimateForm } from "../features/home-value/components/estimate-form";
import { catalogueParts as english } from "../i18n/catalogues/en-CA";
import { catalogueParts as french } from "../i18n/catalogues/fr-CA";
import { messageIdsByText } from "../i18n/validation";
import { publicRoutes } from "./routes";

// A public page's browser loads only `common` and its route's parts: a message id from any other part reaches
// the seller as nothing at all (issue 43: the home-value form asked for the client dashboard's "Enter a number").
describe("the home-value form's messages", () => {
  it("are all in the catalogues /home-value loads, in both languages", () => {
    const { errors } = readEstimateForm({
      ...emptyEstimateForm,
      postalCode: "1",
      bedrooms: "x",
      bathrooms: "x",
      livingArea: "x",
      yearBuilt: "x",
    }) as { errors: Record<string, string> };
    const given = [...Object.values(errors), validationMessages.postalCodeProvince];
    expect(given).toHaveLength(9);
    for (const catalogue of [english, french]) {
      const parts = ["common" as const, ...publicRoutes.homeValue.parts];
      const loaded = new Set(parts.flatMap((part) => Object.keys(catalogue[part] as object)));
      for (const message of given) {
        const id = messageIdsByText().get(message);
        expect(id, message).toBeDefined();
        expect(loaded.has(id as string), `${message} (${id})`).toBe(true);
      }
    }
  });
});

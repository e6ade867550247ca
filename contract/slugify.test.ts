import { expect, it } from "vitest";
import { slugify } from "./constants";

it("folds accents in a French title's slug instead of cutting the word", () => {
  expect(slugify("Vendre en hiver à Montréal")).toBe("vendre-en-hiver-a-montreal");
  expect(slugify("Préparer sa maison : l'été")).toBe("preparer-sa-maison-l-ete");
  expect(slugify("  Pricing Strategy!  ")).toBe("pricing-strategy");
});

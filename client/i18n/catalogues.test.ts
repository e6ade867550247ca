import { describe, expect, it } from "vitest";
import { consentText } from "../../contract/constants";
import { type ErrorParams, type ErrorReason, errorReasons } from "../../contract/errors";
import { validationMessages } from "../../contract/validation-messages";
import { catalogueParts as english, messages as englishMessages } from "./catalogues/en-CA";
import { catalogueParts as french } from "./catalogues/fr-CA";
import { createI18n } from "./i18n";
import { serverReasonIds } from "./server-messages";
import { validationMessageIds } from "./validation";

// The catalogues arrive here compiled (client/i18n/catalogue-plugin.ts), as the browser gets them.
type Compiled = string | unknown[];

/** The ICU argument names a compiled message uses (`{topic}`, `{count, plural, ...}`), sorted. */
function argumentsOf(message: Compiled): string[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (!Array.isArray(node)) return;
    for (const token of node) {
      if (Array.isArray(token) && typeof token[0] === "string") {
        if (token[0] !== "#") names.add(token[0]);
        const choices = token[2];
        if (choices && typeof choices === "object") for (const branch of Object.values(choices)) walk(branch);
      }
    }
  };
  walk(message);
  return [...names].sort();
}

const isEmpty = (message: Compiled | undefined) =>
  message === undefined || (Array.isArray(message) ? message.every((token) => token === "") : message.trim() === "");

const parts = Object.keys(english) as (keyof typeof english)[];

/** The params of the reasons that carry some (contract/errors.ts ErrorParams): all a message may use. */
const reasonParams: Partial<{ [R in ErrorReason]: (keyof ErrorParams[R])[] }> = {
  csv_column_missing: ["name"],
  csv_invalid: ["detail"],
  csv_mapping_invalid: ["detail"],
  too_many_requests: ["seconds"],
  too_many_wrong_keys: ["seconds"],
  api_key_scope_missing: ["scope"],
  no_route: ["method", "path"],
  invalid_request: ["field", "detail"],
  request_refused: ["detail"],
};

describe("message catalogues", () => {
  it.each(parts)("%s: every key has its English and its French text, with the same arguments", (part) => {
    const en = english[part] as Record<string, Compiled>;
    const fr = french[part] as Record<string, Compiled>;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    for (const [id, message] of Object.entries(en)) {
      const translated = fr[id];
      expect(translated, `${id} has no French text`).toBeDefined();
      expect(isEmpty(message), `${id} has an empty English text`).toBe(false);
      expect(isEmpty(translated), `${id} has an empty French text`).toBe(false);
      expect(argumentsOf(translated as Compiled), id).toEqual(argumentsOf(message));
    }
  });

  it("gives every id to one feature only", () => {
    const seen = new Map<string, string>();
    for (const part of parts) {
      for (const id of Object.keys(english[part])) {
        expect(seen.get(id), `${id} is in ${seen.get(id)} and ${part}`).toBeUndefined();
        seen.set(id, part);
      }
    }
    expect(Object.keys(englishMessages)).toHaveLength(seen.size);
  });

  it("gives each validation message of the contract a message with that exact English text, and a French one", async () => {
    const en = await createI18n("en-CA");
    const fr = await createI18n("fr-CA");
    for (const [key, englishText] of Object.entries(validationMessages)) {
      const id = validationMessageIds[key as keyof typeof validationMessages];
      expect(en._(id), key).toBe(englishText);
      expect(fr._(id), key).not.toBe(englishText);
    }
  });

  it("has a message for every error reason (contract/errors.ts), in English and in French, with the reason's params", async () => {
    const en = await createI18n("en-CA");
    const fr = await createI18n("fr-CA");
    const staffEn = english.staff as Record<string, Compiled>;
    const staffFr = french.staff as Record<string, Compiled>;
    expect(Object.keys(serverReasonIds).sort()).toEqual([...errorReasons].sort());
    for (const reason of errorReasons) {
      const id = serverReasonIds[reason];
      expect(staffEn[id], `${reason}: ${id} has no English text`).toBeDefined();
      expect(staffFr[id], `${reason}: ${id} has no French text`).toBeDefined();
      // A message uses only the params its reason carries (it may leave some out: a detail in English).
      for (const name of argumentsOf(staffEn[id] as Compiled))
        expect(reasonParams[reason] ?? [], `${reason} {${name}}`).toContain(name);
      expect(fr._(id), reason).not.toBe(en._(id));
    }
  });

  it("words the English consent notice exactly as contract/constants.ts, and the French one with Law 25", async () => {
    const en = await createI18n("en-CA");
    const fr = await createI18n("fr-CA");
    const brokerages = [
      { name: "Maple Realty", phone: "555-0100", email: "hello@maple.test" },
      { name: "Maple Realty", phone: "", email: "hello@maple.test" },
      { name: "Maple Realty", phone: "", email: "" },
    ];
    for (const brokerage of brokerages) {
      const contact = [brokerage.phone, brokerage.email].filter(Boolean).join(` ${en._("consent.or")} `);
      expect(en._("consent.text", { name: brokerage.name, contact: contact || "none" })).toBe(consentText(brokerage));
      expect(en._("consent.textEmail", { name: brokerage.name, contact: contact || "none" })).toBe(
        consentText(brokerage, "email"),
      );
    }
    expect(fr._("consent.textEmail", { name: "Maple Realty", contact: "none" })).toContain(
      "communique avec vous par courriel au sujet de la vente de votre propriété.",
    );
    expect(fr._("consent.text", { name: "Maple Realty", contact: "555-0100 ou hello@maple.test" })).toBe(
      "En soumettant ce formulaire, vous acceptez que Maple Realty communique avec vous par téléphone, par courriel ou par texto au sujet de la vente de votre propriété. Vous pouvez retirer votre consentement en tout temps en nous joignant au 555-0100 ou hello@maple.test ou au moyen du lien de désabonnement présent dans chaque courriel. Vos renseignements personnels sont utilisés uniquement à cette fin, conformément à la Loi 25 du Québec.",
    );
  });

  it("formats plurals per language", async () => {
    const en = await createI18n("en-CA");
    const fr = await createI18n("fr-CA");
    expect([0, 1, 2, 12].map((months) => en._("questionnaire.timeline.value", { months }))).toEqual([
      "ASAP",
      "1 month",
      "2 months",
      "12+ months",
    ]);
    expect([0, 1, 2, 12].map((months) => fr._("questionnaire.timeline.value", { months }))).toEqual([
      "Dès que possible",
      "1 mois",
      "2 mois",
      "12 mois et plus",
    ]);
  });
});

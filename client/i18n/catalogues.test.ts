import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consentText } from "../../contract/constants";
import { validationMessages } from "../../contract/validation-messages";
import { catalogueParts as english, messages as englishMessages } from "./catalogues/en-CA";
import { catalogueParts as french } from "./catalogues/fr-CA";
import { createI18n } from "./i18n";
import { serverMessageIds, translateServerError } from "./server-messages";
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

  it("maps each English API error message to a message with that exact English text, and a French one", async () => {
    const en = await createI18n("en-CA");
    const fr = await createI18n("fr-CA");
    for (const [englishText, id] of Object.entries(serverMessageIds)) {
      expect(en._(id)).toBe(englishText);
      expect(fr._(id), id).not.toBe(englishText);
    }
    const t = ((id: string, values?: Record<string, unknown>) => fr._(id, values)) as never;
    // Errors with a value are worded from their specific code: lib/error-message.test.ts.
    expect(translateServerError(t, "Lead not found")).toBe("Prospect introuvable");
    expect(translateServerError(t, "A message no one wrote")).toBe("A message no one wrote");
  });

  it("has every error message of the server's HttpErrors, but those only integrations meet", () => {
    // Bearer keys, metrics scrapers and Idempotency-Keys belong to /api/v1 and /metrics callers only.
    const integrationsOnly = new Set([
      "A valid API key is required: send it as Authorization: Bearer <key>.",
      "A valid metrics token is required.",
      "No route for {} /metrics",
      "Too many wrong API keys from this address. Please try again in {} seconds.",
      "The lead this Idempotency-Key created no longer exists",
      "This Idempotency-Key was already used with a different request body.",
      "Requests that change data must be sent as JSON.",
      "This API key does not have the {} scope.",
      // Public pages show their own texts for these (they load no staff messages).
      "This lead was started in another browser.",
      "Please answer the required questions.",
    ]);
    // Worded from their specific code and parameters (contract/errors.ts); the server's tests check each carries it.
    const wordedByReason = new Set([
      'Column "{}" is not in the file',
      "The file is not valid CSV: {}",
      "Too many requests. Please try again in {} seconds.",
    ]);
    const serverDir = path.resolve(import.meta.dirname, "../../server");
    const sources = (readdirSync(serverDir, { recursive: true }) as string[])
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("test/"))
      .map((file) => readFileSync(path.join(serverDir, file), "utf8"));
    const messages = new Set<string>();
    for (const source of sources)
      for (const match of source.matchAll(/(?:new HttpError\(\s*\d+,|badFile\()\s*(["`])((?:(?!\1).)+)\1/g))
        messages.add((match[2] as string).replace(/\$\{[^}]+\}/g, "{}")); // a value: {}
    expect(messages.size).toBeGreaterThan(50);
    // A guide's missing language is named in the message: one message per language.
    const perLanguage = (message: string) =>
      message.startsWith("This guide has no {}")
        ? ["English", "French"].map((name) => message.replaceAll("{}", name))
        : [message];
    const missing = [...messages]
      .flatMap(perLanguage)
      .filter(
        (message) =>
          !integrationsOnly.has(message) && !Object.hasOwn(serverMessageIds, message) && !wordedByReason.has(message),
      );
    expect(missing).toEqual([]);
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
    }
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

import { describe, expect, it } from "vitest";
import { catalogueParts as french } from "./catalogues/fr-CA";
import { createI18n } from "./i18n";

// A proofreading check over every French catalogue (the catalogues arrive compiled, as the browser gets
// them): the literal text of each message, an argument standing as "{}".
type Compiled = string | unknown[];

function literalText(message: Compiled): string {
  if (typeof message === "string") return message;
  return message
    .map((token) => {
      if (typeof token === "string") return token;
      if (!Array.isArray(token)) return "";
      const choices = token[2];
      // A plural or select: each branch's text, side by side.
      if (choices && typeof choices === "object")
        return Object.values(choices as Record<string, Compiled>)
          .map((branch) => literalText(branch))
          .join(" | ");
      return token[0] === "#" ? "{}" : "{}";
    })
    .join("");
}

const messages = Object.values(french).flatMap((part) =>
  Object.entries(part as Record<string, Compiled>).map(([id, message]) => [id, literalText(message)] as const),
);

// « qu'un », « d'une », « l'acheteur », « s'il »: never « que un », « de une », « le acheteur », « si il »
// (a pronoun after an imperative's hyphen, « aménagez-la en », and a letter's name, « de A à Z », keep it).
const unelided =
  /(?<![\p{L}'’-])([Qq]ue|[Dd]e|[Ll]e|[Ll]a|[Nn]e|[Ss]e|[Jj]e|[Mm]e|[Tt]e|[Ll]orsque|[Pp]uisque|[Jj]usque) (?=[aeiouyéèêàâîôûœ]|[AEIOUYÉÈÊÀÂÎÔÛ]\p{Ll})|\b[Ss]i ils?\b/u;
/(?<![\p{L}'’-])(que|de|le|la|ne|se|je|me|te|lorsque|puisque|jusque) (?=[aeiouyéèêàâîôûœ])|\bsi ils?\b/iu;

describe("French catalogues", () => {
  it("has them all", () => {
    expect(messages.length).toBeGreaterThan(500);
  });

  it("elides before a vowel", () => {
    expect(messages.filter(([, text]) => unelided.test(text)).map(([id, text]) => `${id}: ${text}`)).toEqual([]);
  });

  it("writes no English decimal point or a percent sign stuck to its number", () => {
    const english = /\d\.\d|\d%|\{\}%/;
    expect(messages.filter(([, text]) => english.test(text)).map(([id, text]) => `${id}: ${text}`)).toEqual([]);
  });

  it("puts counts in the singular for one and the plural above (ICU plural rules)", async () => {
    const i18n = await createI18n("fr-CA");
    expect(i18n._("clientDashboard.tile.checklist.describe", { done: 1, total: 12 })).toBe("1 tâche terminée sur 12");
    expect(i18n._("clientDashboard.tile.checklist.describe", { done: 2, total: 12 })).toBe("2 tâches terminées sur 12");
    expect(i18n._("admin.leads.count", { count: "1" })).toBe("1 prospect");
    expect(i18n._("admin.leads.count", { count: "1 234" })).toBe("1 234 prospects");
    expect(i18n._("admin.import.done", { created: 1, skipped: 0 })).toBe("1 prospect importé; 0 ligne ignorée.");
    expect(i18n._("admin.import.done", { created: 5, skipped: 2 })).toBe("5 prospects importés; 2 lignes ignorées.");
    expect(i18n._("staffError.tooManyRequests", { seconds: 1 })).toBe(
      "Trop de requêtes. Veuillez réessayer dans 1 seconde.",
    );
    expect(i18n._("privacySettings.retention.removed.auditRows", { count: 3 })).toBe("3 lignes d'audit");
  });
});

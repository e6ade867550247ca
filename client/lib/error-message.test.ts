import { describe, expect, it } from "vitest";
import { createI18n } from "../i18n/i18n";
import { ApiRequestError } from "./api-client";
import { errorMessage } from "./error-message";

const failed = (body: object) => new ApiRequestError(400, JSON.stringify(body));

describe("errorMessage", () => {
  it("words an error with a value from its specific code and parameters, whatever its English says", async () => {
    const fr = await createI18n("fr-CA");
    const t = ((id: string, values?: Record<string, unknown>) => fr._(id, values)) as never;
    // The English messages are reworded here: the French comes from the code alone.
    expect(
      errorMessage(
        failed({
          message: "The column Courriel went missing",
          code: "validation_error",
          reason: "csv_column_missing",
          params: { name: "Courriel" },
        }),
        t,
      ),
    ).toBe("La colonne « Courriel » n'est pas dans le fichier");
    expect(
      errorMessage(
        failed({ message: "Slow down", code: "rate_limited", reason: "too_many_requests", params: { seconds: 42 } }),
        t,
      ),
    ).toBe("Trop de requêtes. Veuillez réessayer dans 42 secondes.");
    expect(
      errorMessage(
        failed({
          message: "Bad CSV",
          code: "invalid_csv",
          reason: "csv_invalid",
          params: { detail: "Quote not closed" },
        }),
        t,
      ),
    ).toBe("Le fichier n'est pas un CSV valide : Quote not closed");
  });

  it("falls back to the message as sent for a code it does not know, translated when it is a known English text", async () => {
    const fr = await createI18n("fr-CA");
    const t = ((id: string, values?: Record<string, unknown>) => fr._(id, values)) as never;
    expect(errorMessage(failed({ message: "Lead not found", code: "not_found", reason: "other", params: {} }), t)).toBe(
      "Prospect introuvable",
    );
    expect(errorMessage(failed({ message: "A message no one wrote", code: "bad_request" }), t)).toBe(
      "A message no one wrote",
    );
  });

  it("gives the English text of a code on an English screen", async () => {
    const en = await createI18n("en-CA");
    const t = ((id: string, values?: Record<string, unknown>) => en._(id, values)) as never;
    expect(
      errorMessage(
        failed({ message: "Slow down", code: "rate_limited", reason: "too_many_requests", params: { seconds: 7 } }),
        t,
      ),
    ).toBe("Too many requests. Please try again in 7 seconds.");
  });
});

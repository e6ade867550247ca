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

  it("never words an error from its English: an unknown code or none says the call failed, with its status", async () => {
    const fr = await createI18n("fr-CA");
    const t = ((id: string, values?: Record<string, unknown>) => fr._(id, values)) as never;
    // "Lead not found" was once looked up by its English; now only the code counts.
    expect(errorMessage(failed({ message: "Lead not found", code: "not_found", reason: "other", params: {} }), t)).toBe(
      "La requête a échoué (400). Veuillez réessayer.",
    );
    expect(errorMessage(failed({ message: "Lead not found", code: "not_found" }), t)).toBe(
      "La requête a échoué (400). Veuillez réessayer.",
    );
    expect(errorMessage(new ApiRequestError(502, "<html>Bad gateway</html>"), t)).toBe(
      "La requête a échoué (502). Veuillez réessayer.",
    );
    expect(
      errorMessage(failed({ message: "Lead gone, sorry", code: "not_found", reason: "lead_not_found", params: {} }), t),
    ).toBe("Prospect introuvable");
  });

  it("shows an error of the client's own (not an API answer) as it is", async () => {
    const fr = await createI18n("fr-CA");
    const t = ((id: string, values?: Record<string, unknown>) => fr._(id, values)) as never;
    expect(errorMessage(new Error("Le fichier est trop gros"), t)).toBe("Le fichier est trop gros");
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

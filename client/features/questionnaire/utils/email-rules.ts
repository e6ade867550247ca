import { regexes } from "zod/v4/core";
import { validationMessages } from "../../../../contract/validation-messages";

export const EMPTY_EMAIL_MESSAGE = "Please enter your email address or click 'Skip for now'";
export const INVALID_EMAIL_MESSAGE = validationMessages.email;

// The spec's simple pattern; the server's rule (zod's e-mail pattern) is checked too, so a save is never
// refused. Only the pattern is imported, so the landing page does not load zod.
const simplePattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The validation message for the questionnaire's e-mail field, or null when it is acceptable. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === "") return EMPTY_EMAIL_MESSAGE;
  if (!simplePattern.test(email) || !regexes.email.test(email)) return INVALID_EMAIL_MESSAGE;
  return null;
}

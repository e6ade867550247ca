import { regexes } from "zod/v4/core";
import { validationMessages } from "../../../../contract/validation-messages";

/**
 * The server's e-mail rule (contract `optionalEmail`: zod's default e-mail pattern), so a typo is caught here
 * instead of as a 400. Only the pattern is imported: the page validates nothing else, so zod stays off it.
 */
export function isEmail(value: string): boolean {
  return regexes.email.test(value.trim());
}

export const INVALID_EMAIL_MESSAGE = validationMessages.email;

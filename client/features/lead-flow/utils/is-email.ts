import { z } from "zod";

const emailSchema = z.email();

/** The server's e-mail rule (contract `optionalEmail`), so a typo is caught here instead of as a 400. */
export function isEmail(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}

export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

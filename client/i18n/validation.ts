import type { MessageId } from "./catalogues/en-CA";
import type { Translate } from "./use-t";

// Validation messages are written in English where they are defined (the contract's zod schemas and the
// forms' own rules, as the spec writes them; the contract stays as it is). They are shown through this
// map: the English text finds its message id, and the active language's text is shown. The English
// catalogue holds the same texts (client/i18n/catalogues.test.ts checks), so English pages are unchanged.
export const validationMessageIds: Record<string, MessageId> = {
  "Please enter a valid email address": "validation.email",
  "Please enter a valid email address.": "validation.emailDot",
  "Please enter a valid phone number": "validation.phone",
  "Please enter your name": "validation.name",
  "Please enter your name.": "validation.nameDot",
  "Invalid email address": "validation.invalidEmail",
  "Contains characters that are not allowed": "validation.unsafe",
  "Give an email or a phone number": "validation.contact",
  "First name must be at least 2 characters": "validation.firstName",
  "Please answer this question": "validation.answer",
  "Please choose an answer": "validation.choose",
  // Staff screens (issue 18).
  Required: "common.required",
  "Password must be at least 6 characters": "staffValidation.password",
  "Password must be at most 128 characters": "staffValidation.passwordLong",
  "Email is too long": "staffValidation.emailLong",
  "Choose how you contacted the seller": "staffValidation.channel",
  "Choose the outcome": "staffValidation.outcome",
  "Note content is required": "leads.notes.required",
  "Reminder title is required": "leads.reminders.titleRequired",
  "Please select a date": "leads.reminders.dateRequired",
  "Status is required": "leads.validation.status",
  "Enter a whole number from 0 to 10": "leads.validation.condition",
  "Enter an amount of 0 or more": "leads.validation.mortgage",
  "Enter a number": "clientDashboard.netSheet.enterNumber",
};

/** The text of a validation message (English from a schema) in the active language. */
export function translateValidation(t: Translate, message: string | undefined): string | undefined {
  if (!message) return message;
  const id = Object.hasOwn(validationMessageIds, message) ? validationMessageIds[message] : undefined;
  if (id) return t(id);
  // Length limits carry their number (staff forms): "At most 80 characters".
  const limit = /^At most (\d+) characters$/.exec(message)?.[1];
  return limit ? t("staffValidation.atMost", { count: limit }) : message;
}

import { type ValidationMessageKey, validationMessages } from "../../contract/validation-messages";
import type { MessageId } from "./catalogues/en-CA";
import type { Translate } from "./use-t";

/**
 * The message id of each validation message, by its key in the one definition of the texts
 * (contract/validation-messages.ts). A schema or form rule gives the English text of that definition; the
 * text finds its key there, and the key its message id, so rewording a text in the contract keeps every
 * language working. The English catalogue holds the same texts (client/i18n/catalogues.test.ts checks).
 */
export const validationMessageIds: Record<ValidationMessageKey, MessageId> = {
  email: "validation.email",
  emailDot: "validation.emailDot",
  phone: "validation.phone",
  postalCode: "validation.postalCode",
  postalCodeProvince: "validation.postalCodeProvince",
  name: "validation.name",
  nameDot: "validation.nameDot",
  invalidEmail: "validation.invalidEmail",
  unsafe: "validation.unsafe",
  contact: "validation.contact",
  firstName: "validation.firstName",
  answer: "validation.answer",
  choose: "validation.choose",
  required: "common.required",
  password: "staffValidation.password",
  passwordLong: "staffValidation.passwordLong",
  emailLong: "staffValidation.emailLong",
  channel: "staffValidation.channel",
  outcome: "staffValidation.outcome",
  noteRequired: "leads.notes.required",
  reminderTitle: "leads.reminders.titleRequired",
  reminderDate: "leads.reminders.dateRequired",
  status: "leads.validation.status",
  timeZone: "staffValidation.timeZone",
  fullName: "leads.validation.fullName",
  condition: "leads.validation.condition",
  mortgage: "leads.validation.mortgage",
  number: "validation.number",
  // The home-value form's own: in its page's catalogue, not in the one every public page loads.
  street: "homeValue.validation.street",
  city: "homeValue.validation.city",
  province: "homeValue.validation.province",
  bedrooms: "homeValue.validation.bedrooms",
  bathrooms: "homeValue.validation.bathrooms",
  livingArea: "homeValue.validation.livingArea",
  yearBuilt: "homeValue.validation.yearBuilt",
};

/** Each defined text's message id, built from the definitions (the contract's unless a test rewords one). */
export function messageIdsByText(
  definitions: Readonly<Record<ValidationMessageKey, string>> = validationMessages,
): ReadonlyMap<string, MessageId> {
  return new Map(
    (Object.keys(validationMessageIds) as ValidationMessageKey[]).map((key) => [
      definitions[key],
      validationMessageIds[key],
    ]),
  );
}

const contractMessageIds = messageIdsByText();

/** The text of a validation message (English from a schema) in the active language. */
export function translateValidation(
  t: Translate,
  message: string | undefined,
  ids: ReadonlyMap<string, MessageId> = contractMessageIds,
): string | undefined {
  if (!message) return message;
  const id = ids.get(message);
  if (id) return t(id);
  // Length limits carry their number (staff forms): "At most 80 characters".
  const limit = /^At most (\d+) characters$/.exec(message)?.[1];
  return limit ? t("staffValidation.atMost", { count: limit }) : message;
}

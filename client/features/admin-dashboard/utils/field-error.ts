import type { MessageId } from "../../../i18n/catalogues/en-CA";
import type { Translate } from "../../../i18n/use-t";
import { translateValidation } from "../../../i18n/validation";

/**
 * The contract's validation messages that these staff forms meet, by their English text (as the schemas and
 * the server write them). The public pages' ones are in client/i18n/validation.ts; these stay out of the
 * visitors' catalogue.
 */
export const adminValidationIds: Record<string, MessageId> = {
  "Email is too long": "admin.validation.emailLong",
  "Password must be at least 6 characters": "admin.validation.passwordShort",
  "Password must be at most 128 characters": "admin.validation.passwordLong",
  Required: "admin.validation.required",
  "At most 80 characters": "admin.validation.max80",
  "Pool name must be at least 2 characters": "admin.validation.poolName",
  "At most 2000 characters": "admin.validation.max2000",
  "Enter a full http:// or https:// address": "admin.validation.url",
  "Choose at least one event": "admin.validation.events",
  "Name is required": "admin.validation.name",
  "At most 100 characters": "admin.validation.max100",
  "Choose at least one scope": "admin.validation.scopes",
};

/** A field's validation message in the reader's language; one we do not know shows as it came. */
export function fieldError(t: Translate, message: string | undefined): string | undefined {
  const id = message && Object.hasOwn(adminValidationIds, message) ? adminValidationIds[message] : undefined;
  return id ? t(id) : translateValidation(t, message);
}

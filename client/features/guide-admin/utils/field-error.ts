import { UNKNOWN_ICON_MESSAGE } from "../../../../contract/guides";
import type { MessageId } from "../../../i18n/catalogues/en-CA";
import type { Translate } from "../../../i18n/use-t";
import { translateValidation } from "../../../i18n/validation";

/**
 * The validation messages of the guide forms (the contract's and utils/section-form-schema.ts's), by their
 * English text as the schemas and the server write them.
 */
export const guideAdminValidationIds: Record<string, MessageId> = {
  "Slug must be at least 3 characters": "guideAdmin.validation.slugShort",
  "Slug may contain lowercase letters, digits and hyphens": "guideAdmin.validation.slugChars",
  "Title must be at least 3 characters": "guideAdmin.validation.titleShort",
  "Icon name is required": "guideAdmin.validation.icon",
  [UNKNOWN_ICON_MESSAGE]: "guideAdmin.validation.iconUnknown",
  "Invalid image URL": "guideAdmin.validation.imageUrl",
  "Content must be at least 10 characters": "guideAdmin.validation.contentShort",
  "Order must be a whole number": "guideAdmin.section.orderWhole",
  "Order must be 0 or more": "guideAdmin.section.orderMin",
  "Order must be 1000 or less": "guideAdmin.section.orderMax",
};

/** A field's validation message in the reader's language; one we do not know shows as it came. */
export function fieldError(t: Translate, message: string | undefined): string | undefined {
  const id = message && Object.hasOwn(guideAdminValidationIds, message) ? guideAdminValidationIds[message] : undefined;
  return id ? t(id) : translateValidation(t, message);
}

import type { ErrorReason } from "../../contract/errors";
import type { MessageId } from "./catalogues/en-CA";
import type { Translate } from "./use-t";

// Error messages the API sends in English (its contract: integrations read it too). The ones a person
// can meet on staff screens are shown in the active language, as validation messages are
// (validation.ts), through errorMessage (lib/error-message.ts). client/i18n/catalogues.test.ts checks that
// every message the server's HttpErrors carry is here, except those only integrations meet.
export const serverMessageIds: Record<string, MessageId> = {
  "Invalid email or password.": "staffError.invalidCredentials",
  "Too many failed sign-in attempts. Please wait and try again.": "staffError.rateLimited",
  "Lead not found": "staffError.lead",
  "The other lead was not found": "staffError.otherLead",
  "A lead cannot be merged into itself": "staffError.mergeSelf",
  "A lead with this id already exists.": "staffError.leadExists",
  "Agent not found": "staffError.agent",
  "Unknown agent": "staffError.unknownAgent",
  "Client not found": "staffError.client",
  "User not found": "staffError.user",
  "Note not found": "staffError.note",
  "Reminder not found": "staffError.reminder",
  "Task not found": "staffError.task",
  "Pool not found": "staffError.pool",
  "Every member must be a staff member": "staffError.poolMembers",
  "Only a manager or an admin can move a represented seller out of Do not contact.": "staffError.doNotContact",
  "Only an admin can add users.": "staffError.addUsers",
  "A user with this email already exists.": "staffError.userExists",
  "You cannot remove your own admin access.": "staffError.ownAdmin",
  "The portal needs at least one active admin.": "staffError.lastAdmin",
  "You do not have permission to do that.": "staffError.forbidden",
  "You need to sign in to do that.": "staffError.signIn",
  "Invalid cursor": "staffError.cursor",
  "Cross-site requests are not allowed.": "staffError.crossSite",
  "Guide not found": "staffError.guide",
  "Section not found": "staffError.section",
  "Another guide already uses this slug": "staffError.slugTaken",
  "A guide keeps at least one language.": "staffError.guideLanguage",
  "This guide already has content. Confirm to replace it.": "staffError.guideHasContent",
  "This guide has no such version": "staffError.guideVersion",
  "This guide has no English version yet. Add its English title first.": "staffError.guideNoEnglish",
  "This guide has no French version yet. Add its French title first.": "staffError.guideNoFrench",
  "Unknown topic": "staffError.topic",
  "No personalised guide yet": "staffError.noGuide",
  "Please select an image file": "staffError.imageFile",
  "Send the image as multipart/form-data": "staffError.imageMultipart",
  "File not found": "staffError.file",
  "Choose a CSV file": "staffError.csvFile",
  "Map the file's columns first": "staffError.csvMapping",
  "Send the CSV file as multipart/form-data": "staffError.csvMultipart",
  "The file is empty": "staffError.csvEmpty",
  "Import not found": "staffError.import",
  "No one was found with this e-mail or phone number": "staffError.person",
  "The policy has no allowed content": "staffError.policyEmpty",
  "The period must end after it starts": "staffError.period",
  "API key not found": "staffError.apiKey",
  "Webhook endpoint not found": "staffError.webhook",
  "Delivery not found": "staffError.delivery",
  "No unsent e-mail with that id": "staffError.email",
  "Unknown calendar feed": "staffError.calendarFeed",
  "The request body is too large": "staffError.tooLarge",
  "The upload could not be read; send it again": "staffError.upload",
  "This was just saved by another request.": "staffError.conflict",
  "The request holds a value that cannot be stored": "staffError.invalidValue",
  "Something went wrong on our side. Please try again.": "staffError.internal",
};

/**
 * Errors that come with a specific code and its parameters (contract/errors.ts): the message of each
 * code, whose arguments are the code's parameters. The others are still found by their English above.
 */
export const serverReasonIds: Record<ErrorReason, MessageId> = {
  csv_column_missing: "staffError.csvColumn",
  csv_invalid: "staffError.csvInvalid",
  too_many_requests: "staffError.tooManyRequests",
  lead_not_found: "staffError.lead",
  other_lead_not_found: "staffError.otherLead",
  merge_self: "staffError.mergeSelf",
  unknown_agent: "staffError.unknownAgent",
  represented_seller_locked: "staffError.doNotContact",
  note_not_found: "staffError.note",
  reminder_not_found: "staffError.reminder",
  invalid_credentials: "staffError.invalidCredentials",
  sign_in_locked: "staffError.rateLimited",
  not_signed_in: "staffError.signIn",
  forbidden: "staffError.forbidden",
  csv_file_missing: "staffError.csvFile",
  csv_mapping_missing: "staffError.csvMapping",
  csv_not_multipart: "staffError.csvMultipart",
  csv_empty: "staffError.csvEmpty",
  import_not_found: "staffError.import",
  person_not_found: "staffError.person",
  period_reversed: "staffError.period",
  policy_empty: "staffError.policyEmpty",
  payload_too_large: "staffError.tooLarge",
  upload_unreadable: "staffError.upload",
  saved_concurrently: "staffError.conflict",
  invalid_value: "staffError.invalidValue",
  internal_error: "staffError.internal",
  admin_adds_users: "staffError.addUsers",
  email_taken: "staffError.userExists",
  cross_site: "staffError.crossSite",
  invalid_cursor: "staffError.cursor",
};

/** An error's specific code and parameters in the active language; undefined for a code not known here. */
export function serverReasonText(
  t: Translate,
  text: { reason: string; params: Record<string, unknown> },
): string | undefined {
  const id = Object.hasOwn(serverReasonIds, text.reason) ? serverReasonIds[text.reason as ErrorReason] : undefined;
  if (!id) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.params)) params[name] = String(value);
  return t(id, params);
}

/** The text of an API error message in the active language (unknown messages stay as sent). */
export function translateServerError(t: Translate, message: string): string {
  const id = Object.hasOwn(serverMessageIds, message) ? serverMessageIds[message] : undefined;
  return id ? t(id) : message;
}

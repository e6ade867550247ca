import "./zod-config";
import { z } from "zod";

/**
 * Errors a person meets on a staff screen, by a specific code the screen words in its language with
 * `params` (CONVENTIONS: texts travel as codes). `code` stays the general class integrations and tests
 * read (`validation_error`, `not_found`, `rate_limited`…); `message` stays the English.
 */
export const errorReasons = [
  "csv_column_missing",
  "csv_invalid",
  "too_many_requests",
  "lead_not_found",
  "other_lead_not_found",
  "merge_self",
  "unknown_agent",
  "represented_seller_locked",
  "note_not_found",
  "reminder_not_found",
  "invalid_credentials",
  "sign_in_locked",
  "not_signed_in",
  "forbidden",
  "csv_file_missing",
  "csv_mapping_missing",
  "csv_not_multipart",
  "csv_empty",
  "import_not_found",
  "person_not_found",
  "period_reversed",
  "policy_empty",
  "payload_too_large",
  "upload_unreadable",
  "saved_concurrently",
  "invalid_value",
  "internal_error",
  "admin_adds_users",
  "email_taken",
  "cross_site",
  "invalid_cursor",
] as const;
export type ErrorReason = (typeof errorReasons)[number];

type NoParams = Record<string, never>;

export interface ErrorParams {
  csv_column_missing: { name: string };
  csv_invalid: { detail: string };
  too_many_requests: { seconds: number };
  lead_not_found: NoParams;
  other_lead_not_found: NoParams;
  merge_self: NoParams;
  unknown_agent: NoParams;
  represented_seller_locked: NoParams;
  note_not_found: NoParams;
  reminder_not_found: NoParams;
  invalid_credentials: NoParams;
  sign_in_locked: NoParams;
  not_signed_in: NoParams;
  forbidden: NoParams;
  csv_file_missing: NoParams;
  csv_mapping_missing: NoParams;
  csv_not_multipart: NoParams;
  csv_empty: NoParams;
  import_not_found: NoParams;
  person_not_found: NoParams;
  period_reversed: NoParams;
  policy_empty: NoParams;
  payload_too_large: NoParams;
  upload_unreadable: NoParams;
  saved_concurrently: NoParams;
  invalid_value: NoParams;
  internal_error: NoParams;
  admin_adds_users: NoParams;
  email_taken: NoParams;
  cross_site: NoParams;
  invalid_cursor: NoParams;
}

/** A specific code with its parameters, as an error carries it. */
export type ErrorText = { [R in ErrorReason]: { reason: R; params: ErrorParams[R] } }[ErrorReason];

export const errorText = <R extends ErrorReason>(reason: R, params: ErrorParams[R]) =>
  ({ reason, params }) as ErrorText;

export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  reason: z.enum(errorReasons).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

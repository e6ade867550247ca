import "./zod-config";
import { z } from "zod";

/**
 * Every error the server answers, by a specific code (`reason`) the screens word in their language with
 * `params` (CONVENTIONS: texts travel as codes; a screen never reads the English). `code` stays the general
 * class integrations and tests read (`validation_error`, `not_found`, `rate_limited`…); `message` stays the
 * English for integrations, written once per reason in server/lib/error-reasons.ts.
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
  "database_unavailable",
  "overloaded",
  "admin_adds_users",
  "email_taken",
  "cross_site",
  "invalid_cursor",
  "agent_not_found",
  "user_not_found",
  "own_admin_access",
  "last_admin",
  "email_not_queued",
  "task_not_found",
  "guide_not_ready",
  "client_not_found",
  "lead_id_taken",
  "idempotency_key_reused",
  "idempotent_lead_gone",
  "csv_mapping_invalid",
  "lead_conflict",
  "api_key_not_found",
  "api_key_required",
  "api_key_scope_missing",
  "too_many_wrong_keys",
  "unknown_topic",
  "guide_not_found",
  "answers_required",
  "section_not_found",
  "guide_no_english",
  "guide_no_french",
  "slug_taken",
  "guide_version_missing",
  "guide_last_language",
  "guide_has_content",
  "image_not_multipart",
  "image_file_required",
  "webhook_not_found",
  "delivery_not_found",
  "webhook_address_private",
  "erase_email_mismatch",
  "erase_phone_needed",
  "calendar_feed_unknown",
  "pool_not_found",
  "pool_members_not_staff",
  "routing_rule_not_found",
  "routing_rule_pool_unknown",
  "routing_catch_all_exists",
  "routing_catch_all_last",
  "routing_rules_changed",
  "file_not_found",
  "json_required",
  "metrics_token_required",
  "no_route",
  "invalid_json",
  "empty_json",
  "unsupported_media_type",
  "invalid_request",
  "request_refused",
  "offer_not_found",
  "document_not_found",
  "document_not_multipart",
  "document_file_required",
  "document_type_refused",
  "push_unavailable",
  "push_endpoint_refused",
  "push_subscription_not_found",
  "lead_not_offered",
  "lead_already_claimed",
  "claim_not_offered_to_you",
  "text_no_phone",
  "text_no_consent",
  "text_opted_out",
  "text_suppressed",
  "text_represented",
  "sms_signature_invalid",
  "call_unavailable",
  "call_no_agent_phone",
  "call_no_phone",
  "call_not_allowed_suppressed",
  "call_represented",
  "call_outside_hours",
  "call_not_found",
  "ad_webhook_off",
  "ad_signature_invalid",
  "ad_verify_token_invalid",
  "ad_key_invalid",
  "ad_platform_unavailable",
  "sale_before_listing",
  "ad_conversions_not_configured",
  "spend_not_found",
  "action_plan_not_found",
  "plan_run_not_found",
  "plan_already_running",
  "plan_run_ended",
  "email_no_address",
  "email_do_not_contact",
  "email_no_consent",
  "email_consent_withdrawn",
  "email_consent_expired",
  "postal_area_unknown",
  "analysis_not_requested",
  "analysis_already_sent",
  "analysis_no_email",
  "analysis_no_consent",
  "email_not_set_up",
  "inbound_auth_invalid",
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
  database_unavailable: NoParams;
  overloaded: NoParams;
  admin_adds_users: NoParams;
  email_taken: NoParams;
  cross_site: NoParams;
  invalid_cursor: NoParams;
  agent_not_found: NoParams;
  user_not_found: NoParams;
  own_admin_access: NoParams;
  last_admin: NoParams;
  email_not_queued: NoParams;
  task_not_found: NoParams;
  guide_not_ready: NoParams;
  client_not_found: NoParams;
  lead_id_taken: NoParams;
  idempotency_key_reused: NoParams;
  idempotent_lead_gone: NoParams;
  /** `detail`: the mapping's first problem, in English (the screens word the error without it). */
  csv_mapping_invalid: { detail: string };
  lead_conflict: NoParams;
  api_key_not_found: NoParams;
  api_key_required: NoParams;
  api_key_scope_missing: { scope: string };
  too_many_wrong_keys: { seconds: number };
  unknown_topic: NoParams;
  guide_not_found: NoParams;
  answers_required: NoParams;
  section_not_found: NoParams;
  guide_no_english: NoParams;
  guide_no_french: NoParams;
  slug_taken: NoParams;
  guide_version_missing: NoParams;
  guide_last_language: NoParams;
  guide_has_content: NoParams;
  image_not_multipart: NoParams;
  image_file_required: NoParams;
  webhook_not_found: NoParams;
  delivery_not_found: NoParams;
  webhook_address_private: NoParams;
  erase_email_mismatch: NoParams;
  erase_phone_needed: NoParams;
  calendar_feed_unknown: NoParams;
  pool_not_found: NoParams;
  pool_members_not_staff: NoParams;
  routing_rule_not_found: NoParams;
  routing_rule_pool_unknown: NoParams;
  routing_catch_all_exists: NoParams;
  routing_catch_all_last: NoParams;
  routing_rules_changed: NoParams;
  file_not_found: NoParams;
  json_required: NoParams;
  metrics_token_required: NoParams;
  no_route: { method: string; path: string };
  invalid_json: NoParams;
  empty_json: NoParams;
  unsupported_media_type: NoParams;
  /** A request its route's schema refused: the first problem's place and its English text. */
  invalid_request: { field: string; detail: string };
  /** A client error the server did not foresee (Fastify's own): its English text as Fastify words it. */
  request_refused: { detail: string };
  offer_not_found: NoParams;
  document_not_found: NoParams;
  document_not_multipart: NoParams;
  document_file_required: NoParams;
  document_type_refused: NoParams;
  push_unavailable: NoParams;
  push_endpoint_refused: NoParams;
  push_subscription_not_found: NoParams;
  lead_not_offered: NoParams;
  lead_already_claimed: NoParams;
  claim_not_offered_to_you: NoParams;
  text_no_phone: NoParams;
  text_no_consent: NoParams;
  text_opted_out: NoParams;
  text_suppressed: NoParams;
  text_represented: NoParams;
  sms_signature_invalid: NoParams;
  call_unavailable: NoParams;
  call_no_agent_phone: NoParams;
  call_no_phone: NoParams;
  call_not_allowed_suppressed: NoParams;
  call_represented: NoParams;
  call_outside_hours: NoParams;
  call_not_found: NoParams;
  ad_webhook_off: NoParams;
  ad_signature_invalid: NoParams;
  ad_verify_token_invalid: NoParams;
  ad_key_invalid: NoParams;
  ad_platform_unavailable: NoParams;
  sale_before_listing: NoParams;
  ad_conversions_not_configured: NoParams;
  spend_not_found: NoParams;
  action_plan_not_found: NoParams;
  plan_run_not_found: NoParams;
  plan_already_running: NoParams;
  plan_run_ended: NoParams;
  email_no_address: NoParams;
  email_do_not_contact: NoParams;
  email_no_consent: NoParams;
  email_consent_withdrawn: NoParams;
  email_consent_expired: NoParams;
  postal_area_unknown: NoParams;
  analysis_not_requested: NoParams;
  analysis_already_sent: NoParams;
  analysis_no_email: NoParams;
  analysis_no_consent: NoParams;
  email_not_set_up: NoParams;
  inbound_auth_invalid: NoParams;
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

/** Why a staff e-mail to a seller (the brief's message) cannot go: the screen disables Send with it. */
export const emailBlockReasons = [
  "email_no_address",
  "email_do_not_contact",
  "email_no_consent",
  "email_consent_withdrawn",
  "email_consent_expired",
] as const satisfies readonly ErrorReason[];
export type EmailBlockReason = (typeof emailBlockReasons)[number];

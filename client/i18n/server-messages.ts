import type { ErrorReason } from "../../contract/errors";
import type { MessageId } from "./catalogues/en-CA";
import type { Translate } from "./use-t";

/**
 * Every error the API answers comes with a specific code and its parameters (contract/errors.ts): the
 * screens word it from them alone, never from the English `message` (that is for integrations, and may be
 * reworded on the server at any time). The message of each code takes the code's parameters as arguments.
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
  agent_not_found: "staffError.agent",
  user_not_found: "staffError.user",
  own_admin_access: "staffError.ownAdmin",
  last_admin: "staffError.lastAdmin",
  email_not_queued: "staffError.email",
  task_not_found: "staffError.task",
  guide_not_ready: "staffError.noGuide",
  client_not_found: "staffError.client",
  lead_id_taken: "staffError.leadExists",
  idempotency_key_reused: "staffError.idempotencyKeyReused",
  idempotent_lead_gone: "staffError.idempotentLeadGone",
  csv_mapping_invalid: "staffError.csvMappingInvalid",
  lead_conflict: "staffError.leadConflict",
  api_key_not_found: "staffError.apiKey",
  api_key_required: "staffError.apiKeyRequired",
  api_key_scope_missing: "staffError.apiKeyScope",
  too_many_wrong_keys: "staffError.tooManyWrongKeys",
  unknown_topic: "staffError.topic",
  guide_not_found: "staffError.guide",
  answers_required: "staffError.answersRequired",
  section_not_found: "staffError.section",
  guide_no_english: "staffError.guideNoEnglish",
  guide_no_french: "staffError.guideNoFrench",
  slug_taken: "staffError.slugTaken",
  guide_version_missing: "staffError.guideVersion",
  guide_last_language: "staffError.guideLanguage",
  guide_has_content: "staffError.guideHasContent",
  image_not_multipart: "staffError.imageMultipart",
  image_file_required: "staffError.imageFile",
  webhook_not_found: "staffError.webhook",
  delivery_not_found: "staffError.delivery",
  webhook_address_private: "staffError.webhookPrivate",
  erase_email_mismatch: "staffError.eraseEmailMismatch",
  erase_phone_needed: "staffError.erasePhoneNeeded",
  calendar_feed_unknown: "staffError.calendarFeed",
  pool_not_found: "staffError.pool",
  pool_members_not_staff: "staffError.poolMembers",
  routing_rule_not_found: "staffError.routingRule",
  routing_rule_pool_unknown: "staffError.routingPool",
  routing_catch_all_exists: "staffError.routingCatchAllExists",
  routing_catch_all_last: "staffError.routingCatchAllLast",
  routing_rules_changed: "staffError.routingChanged",
  file_not_found: "staffError.file",
  json_required: "staffError.jsonRequired",
  metrics_token_required: "staffError.metricsToken",
  no_route: "staffError.noRoute",
  invalid_json: "staffError.invalidJson",
  empty_json: "staffError.emptyJson",
  unsupported_media_type: "staffError.mediaType",
  invalid_request: "staffError.invalidRequest",
  request_refused: "staffError.requestRefused",
  offer_not_found: "staffError.offer",
  document_not_found: "staffError.document",
  document_not_multipart: "staffError.documentMultipart",
  document_file_required: "staffError.documentFile",
  document_type_refused: "staffError.documentType",
  push_unavailable: "staffError.pushUnavailable",
  push_endpoint_refused: "staffError.pushEndpoint",
  push_subscription_not_found: "staffError.pushSubscription",
  lead_not_offered: "staffError.leadNotOffered",
  lead_already_claimed: "staffError.leadAlreadyClaimed",
  claim_not_offered_to_you: "staffError.claimNotYours",
  text_no_phone: "staffError.textNoPhone",
  text_no_consent: "staffError.textNoConsent",
  text_opted_out: "staffError.textOptedOut",
  text_suppressed: "staffError.textSuppressed",
  sms_signature_invalid: "staffError.forbidden",
};

/**
 * An error's specific code and parameters in the active language; undefined for a code not known here (a
 * newer server's: the caller words it generally, never from its English).
 */
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

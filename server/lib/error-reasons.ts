import type { ErrorParams, ErrorReason, ErrorText } from "../../contract/errors";

/**
 * What each error reason (contract/errors.ts) answers: its status, its general `code` (the status in
 * words when omitted) and its English `message`. This is the one place the English is written: the
 * screens word an error from its reason and params, never from this text, so rewording it here changes
 * what integrations read and nothing a person sees on a staff screen.
 */
interface ReasonDefinition<R extends ErrorReason> {
  status: number;
  code?: string;
  english: string | ((params: ErrorParams[R]) => string);
}

export const errorReasonDefinitions: { [R in ErrorReason]: ReasonDefinition<R> } = {
  // Sign-in, access and the request itself.
  invalid_credentials: { status: 401, code: "invalid_credentials", english: "Invalid email or password." },
  sign_in_locked: {
    status: 429,
    code: "rate_limited",
    english: "Too many failed sign-in attempts. Please wait and try again.",
  },
  not_signed_in: { status: 401, english: "You need to sign in to do that." },
  forbidden: { status: 403, english: "You do not have permission to do that." },
  admin_adds_users: { status: 403, english: "Only an admin can add users." },
  email_taken: { status: 409, code: "email_taken", english: "A user with this email already exists." },
  cross_site: { status: 403, code: "csrf_origin", english: "Cross-site requests are not allowed." },
  json_required: { status: 403, code: "csrf_content_type", english: "Requests that change data must be sent as JSON." },
  too_many_requests: {
    status: 429,
    english: ({ seconds }) => `Too many requests. Please try again in ${seconds} seconds.`,
  },
  no_route: { status: 404, english: ({ method, path }) => `No route for ${method} ${path}` },
  invalid_json: { status: 400, code: "invalid_json", english: "The request body is not valid JSON" },
  empty_json: { status: 400, code: "invalid_json", english: "The request body is empty" },
  unsupported_media_type: { status: 415, english: "Unsupported content type; send application/json" },
  payload_too_large: { status: 413, english: "The request body is too large" },
  upload_unreadable: { status: 400, code: "invalid_multipart", english: "The upload could not be read; send it again" },
  invalid_request: {
    status: 400,
    code: "validation_error",
    english: ({ field, detail }) => `Invalid ${field}: ${detail}`,
  },
  request_refused: { status: 400, english: ({ detail }) => detail },
  invalid_value: { status: 400, code: "invalid_value", english: "The request holds a value that cannot be stored" },
  invalid_cursor: { status: 400, code: "validation_error", english: "Invalid cursor" },
  saved_concurrently: { status: 409, english: "This was just saved by another request." },
  internal_error: { status: 500, english: "Something went wrong on our side. Please try again." },
  // Decision 044: 503 with Retry-After, nothing was saved, the same request may be sent again.
  database_unavailable: {
    status: 503,
    code: "database_unavailable",
    english: "The service is briefly unavailable. Please try again in a few seconds.",
  },
  overloaded: {
    status: 503,
    code: "overloaded",
    english: "The service is busy. Please try again in a few seconds.",
  },
  metrics_token_required: { status: 401, english: "A valid metrics token is required." },

  // Leads, notes, reminders, merges.
  lead_not_found: { status: 404, english: "Lead not found" },
  other_lead_not_found: { status: 404, english: "The other lead was not found" },
  merge_self: { status: 400, code: "validation_error", english: "A lead cannot be merged into itself" },
  unknown_agent: { status: 400, code: "validation_error", english: "Unknown agent" },
  represented_seller_locked: {
    status: 403,
    english: "Only a manager or an admin can move a represented seller out of Do not contact.",
  },
  note_not_found: { status: 404, english: "Note not found" },
  reminder_not_found: { status: 404, english: "Reminder not found" },
  lead_conflict: { status: 409, code: "lead_conflict", english: "This lead was started in another browser." },
  period_reversed: { status: 400, code: "validation_error", english: "The period must end after it starts" },

  // The public API (decision 016).
  lead_id_taken: { status: 409, english: "A lead with this id already exists." },
  idempotency_key_reused: {
    status: 422,
    code: "idempotency_key_reused",
    english: "This Idempotency-Key was already used with a different request body.",
  },
  idempotent_lead_gone: { status: 404, english: "The lead this Idempotency-Key created no longer exists" },
  api_key_not_found: { status: 404, english: "API key not found" },
  api_key_required: {
    status: 401,
    english: "A valid API key is required: send it as Authorization: Bearer <key>.",
  },
  api_key_scope_missing: { status: 403, english: ({ scope }) => `This API key does not have the ${scope} scope.` },
  too_many_wrong_keys: {
    status: 429,
    english: ({ seconds }) => `Too many wrong API keys from this address. Please try again in ${seconds} seconds.`,
  },

  // CSV import.
  csv_column_missing: {
    status: 400,
    code: "validation_error",
    english: ({ name }) => `Column "${name}" is not in the file`,
  },
  csv_invalid: { status: 400, code: "invalid_csv", english: ({ detail }) => `The file is not valid CSV: ${detail}` },
  csv_file_missing: { status: 400, code: "validation_error", english: "Choose a CSV file" },
  csv_mapping_missing: { status: 400, code: "validation_error", english: "Map the file's columns first" },
  csv_mapping_invalid: { status: 400, code: "validation_error", english: ({ detail }) => detail },
  csv_not_multipart: { status: 400, code: "validation_error", english: "Send the CSV file as multipart/form-data" },
  csv_empty: { status: 400, code: "invalid_csv", english: "The file is empty" },
  import_not_found: { status: 404, english: "Import not found" },

  // Staff accounts, pools and the admin's settings.
  agent_not_found: { status: 404, english: "Agent not found" },
  user_not_found: { status: 404, english: "User not found" },
  own_admin_access: { status: 409, english: "You cannot remove your own admin access." },
  last_admin: { status: 409, english: "The portal needs at least one active admin." },
  email_not_queued: { status: 404, english: "No unsent e-mail with that id" },
  pool_not_found: { status: 404, english: "Pool not found" },
  pool_members_not_staff: { status: 400, code: "validation_error", english: "Every member must be a staff member" },
  routing_rule_not_found: { status: 404, english: "Routing rule not found" },
  routing_rule_pool_unknown: {
    status: 400,
    code: "validation_error",
    english: "Unknown pool: choose one of the pools",
  },
  routing_catch_all_exists: {
    status: 409,
    english: "There is already a catch-all rule (a rule with no condition): edit it, or give this rule a condition",
  },
  routing_catch_all_last: { status: 400, code: "validation_error", english: "The catch-all rule must stay last" },
  routing_rules_changed: {
    status: 409,
    english: "The routing rules changed since they were loaded: reload them and try again",
  },
  webhook_not_found: { status: 404, english: "Webhook endpoint not found" },
  delivery_not_found: { status: 404, english: "Delivery not found" },
  webhook_address_private: {
    status: 400,
    code: "validation_error",
    english: "This address is not allowed: it points to a private or local network",
  },
  calendar_feed_unknown: { status: 404, english: "Unknown calendar feed" },

  // Privacy.
  person_not_found: { status: 404, english: "No one was found with this e-mail or phone number" },
  erase_email_mismatch: {
    status: 400,
    code: "validation_error",
    english: "The e-mail you typed is not this person's e-mail",
  },
  erase_phone_needed: {
    status: 400,
    code: "validation_error",
    english: "This person has no e-mail: type their phone number to confirm",
  },
  policy_empty: { status: 400, code: "validation_error", english: "The policy has no allowed content" },

  // Clients and guides.
  task_not_found: { status: 404, english: "Task not found" },
  guide_not_ready: { status: 404, english: "No personalised guide yet" },
  client_not_found: { status: 404, english: "Client not found" },
  unknown_topic: { status: 400, code: "unknown_topic", english: "Unknown topic" },
  guide_not_found: { status: 404, english: "Guide not found" },
  answers_required: { status: 400, code: "validation_error", english: "Please answer the required questions." },
  section_not_found: { status: 404, english: "Section not found" },
  guide_no_english: {
    status: 409,
    code: "locale_missing",
    english: "This guide has no English version yet. Add its English title first.",
  },
  guide_no_french: {
    status: 409,
    code: "locale_missing",
    english: "This guide has no French version yet. Add its French title first.",
  },
  slug_taken: { status: 409, english: "Another guide already uses this slug" },
  guide_version_missing: { status: 404, english: "This guide has no such version" },
  guide_last_language: { status: 409, code: "last_locale", english: "A guide keeps at least one language." },
  guide_has_content: {
    status: 409,
    code: "content_exists",
    english: "This guide already has content. Confirm to replace it.",
  },
  image_not_multipart: { status: 400, code: "validation_error", english: "Send the image as multipart/form-data" },
  image_file_required: { status: 400, code: "invalid_file_type", english: "Please select an image file" },
  file_not_found: { status: 404, english: "File not found" },

  // The client portal's offers and documents (decision 029).
  offer_not_found: { status: 404, english: "Offer not found" },
  document_not_found: { status: 404, english: "Document not found" },
  document_not_multipart: {
    status: 400,
    code: "validation_error",
    english: "Send the document as multipart/form-data",
  },
  document_file_required: { status: 400, code: "validation_error", english: "Choose a file to share" },
  document_type_refused: {
    status: 400,
    code: "invalid_file_type",
    english: "Share a PDF or an image (PNG, JPEG or WebP)",
  },

  // Push to staff devices and first-to-claim (decisions 035 and 036).
  push_unavailable: { status: 503, english: "Push notifications are not set up on this server." },
  push_endpoint_refused: {
    status: 400,
    code: "validation_error",
    english: "This push service address is not allowed.",
  },
  push_subscription_not_found: { status: 404, english: "Push subscription not found" },
  lead_not_offered: { status: 409, code: "not_offered", english: "This lead is not open for claiming." },
  lead_already_claimed: { status: 409, code: "already_claimed", english: "Another agent already claimed this lead." },
  claim_not_offered_to_you: { status: 403, english: "This lead was not offered to you." },

  // Texting with sellers (decision 038).
  text_no_phone: { status: 409, code: "text_not_allowed", english: "This lead has no mobile number to text." },
  text_no_consent: {
    status: 409,
    code: "text_not_allowed",
    english: "There is no consent to text this number (CASL): the seller has not inquired or the consent expired.",
  },
  text_opted_out: {
    status: 409,
    code: "text_not_allowed",
    english: "This number replied STOP: no text can be sent until the seller texts START.",
  },
  text_suppressed: {
    status: 409,
    code: "text_not_allowed",
    english: "This number is on the suppression list (the person was erased): it is never texted.",
  },
  call_unavailable: {
    status: 409,
    code: "call_unavailable",
    english: "Calls are not set up: no voice provider or brokerage number is configured.",
  },
  call_no_agent_phone: {
    status: 409,
    code: "call_not_allowed",
    english: "Add your phone number to your profile: the portal rings it first, then the seller.",
  },
  call_no_phone: { status: 409, code: "call_not_allowed", english: "This lead has no phone number to call." },
  call_not_allowed_suppressed: {
    status: 409,
    code: "call_not_allowed",
    english: "This number is on the suppression list (the person was erased): it is never called.",
  },
  call_represented: {
    status: 409,
    code: "call_not_allowed",
    english: "This seller is represented by another agent: they are not contacted.",
  },
  call_outside_hours: {
    status: 409,
    code: "call_not_allowed",
    english: "It is outside calling hours in the seller's time zone (9:00-21:30 weekdays, 10:00-18:00 weekends).",
  },
  call_not_found: { status: 404, code: "not_found", english: "Call not found." },
  sms_signature_invalid: { status: 403, code: "invalid_signature", english: "The request signature is not valid." },
  ad_webhook_off: { status: 404, code: "not_found", english: "This webhook is not turned on." },
  ad_signature_invalid: { status: 403, code: "invalid_signature", english: "The request signature is not valid." },
  ad_verify_token_invalid: { status: 403, code: "invalid_verify_token", english: "The verify token does not match." },
  ad_key_invalid: { status: 403, code: "invalid_key", english: "The lead form key is not valid." },
  ad_platform_unavailable: {
    status: 503,
    code: "ad_platform_unavailable",
    english: "The ad platform could not be reached; send the webhook again.",
  },
  sale_before_listing: {
    status: 400,
    code: "validation_error",
    english: "The sale cannot be dated before the listing was signed.",
  },
  ad_conversions_not_configured: {
    status: 409,
    code: "not_configured",
    english: "The Conversions API needs META_CAPI_DATASET_ID and META_CAPI_ACCESS_TOKEN on the server first.",
  },
  spend_not_found: { status: 404, english: "This spend entry was not found." },
  text_represented: {
    status: 409,
    code: "text_not_allowed",
    english: "This seller is represented by another agent: they are not contacted.",
  },

  // Action plans (decision 039).
  action_plan_not_found: { status: 404, english: "Action plan not found" },
  plan_run_not_found: { status: 404, english: "This plan does not run on this lead" },
  plan_already_running: { status: 409, code: "conflict", english: "This plan already runs for this lead" },
  plan_run_ended: { status: 409, code: "conflict", english: "This plan run has ended" },

  // A staff e-mail to a seller that consent or the lead forbids (CASL): retrying cannot help.
  // Decision 051: the portal has no SMTP server, so no e-mail can leave.
  email_not_set_up: { status: 409, code: "email_not_allowed", english: "Not sent: e-mail is not set up." },
  // A provider's inbound-mail webhook without the right credentials: refused before anything is read.
  inbound_auth_invalid: { status: 401, code: "unauthorized", english: "Authentication required." },
  email_no_address: { status: 409, code: "email_not_allowed", english: "This seller has no e-mail address." },
  email_do_not_contact: {
    status: 409,
    code: "email_not_allowed",
    english: "This seller is marked do not contact for e-mail (unsubscribed or erased).",
  },
  email_no_consent: {
    status: 409,
    code: "email_not_allowed",
    english: "This seller's consent does not allow an e-mail: there is no consent on record (CASL).",
  },
  email_consent_withdrawn: {
    status: 409,
    code: "email_not_allowed",
    english: "This seller's consent does not allow an e-mail: they withdrew it (CASL).",
  },
  email_consent_expired: {
    status: 409,
    code: "email_not_allowed",
    english: "This seller's consent does not allow an e-mail: it expired (CASL).",
  },
  postal_area_unknown: {
    status: 400,
    code: "postal_area_unknown",
    english: "No Canadian postal area starts with these three characters: check the postal code",
  },
  analysis_not_requested: { status: 409, english: "This seller did not ask for the full analysis" },
  analysis_already_sent: { status: 409, english: "The analysis was already sent to this seller" },
  analysis_no_email: { status: 409, english: "This seller has no e-mail address" },
  analysis_no_consent: {
    status: 409,
    english: "The seller's consent on the ledger does not allow this e-mail (withdrawn, lapsed or suppressed)",
  },
};

/** The English message of a reason with its params. */
export function englishOf(text: ErrorText): string {
  const { english } = errorReasonDefinitions[text.reason] as ReasonDefinition<ErrorReason>;
  return typeof english === "string" ? english : (english as (params: ErrorText["params"]) => string)(text.params);
}

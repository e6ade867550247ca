import { createHash } from "node:crypto";

/**
 * Meta's Conversions API for CRM ("Conversion Leads", decision 055): the hashing of the customer information
 * parameters and the POST of events to `{graph base}/{dataset id}/events`. Pure of the product: the ads
 * module decides what to send and when.
 */

/** Lowercase hex SHA-256 of the UTF-8 text, as Meta reads `em` and `ph`. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/**
 * `em` before hashing (Customer Information Parameters): leading and trailing spaces trimmed, all lowercase.
 * Null when nothing is left or it is not an address.
 */
export function normaliseEmailForMeta(email: string | null | undefined): string | null {
  const normalised = (email ?? "").trim().toLowerCase();
  return normalised.includes("@") ? normalised : null;
}

/**
 * `ph` before hashing: digits only, with the country code (Meta: "the number 1 must precede a phone number in
 * the United States"), no leading zeros. Takes the E.164 form (`+14165550188`), or a North American number
 * as typed, where ten digits get the country code 1. Null when it cannot be a number with its country code.
 */
export function normalisePhoneForMeta(phone: string | null | undefined): string | null {
  let digits = (phone ?? "").replace(/\D/g, "").replace(/^0+/, "");
  if (digits.length === 10) digits = `1${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

/** One event of `data[]`, as the Conversion Leads payload specification names its fields. */
export interface MetaConversionEvent {
  event_name: string;
  /** Unix seconds: when the lead reached the stage (Meta takes events up to 7 days old). */
  event_time: number;
  action_source: "system_generated";
  event_id: string;
  user_data: {
    em?: string[];
    ph?: string[];
    /** Meta's `leadgen_id`: digits, sent as a JSON integer (it may be beyond a double's exact range). */
    lead_id: string;
  };
  custom_data: { lead_event_source: string; event_source: "crm" };
}

/** The tool the leads are worked in, as Meta's `lead_event_source` shows it. */
export const LEAD_EVENT_SOURCE = "seller portal";

export function conversionEvent(input: {
  eventName: string;
  eventId: string;
  at: Date;
  leadgenId: string;
  email: string | null;
  phone: string | null;
}): MetaConversionEvent {
  const email = normaliseEmailForMeta(input.email);
  const phone = normalisePhoneForMeta(input.phone);
  return {
    event_name: input.eventName,
    event_time: Math.floor(input.at.getTime() / 1000),
    action_source: "system_generated",
    event_id: input.eventId,
    user_data: {
      ...(email ? { em: [sha256Hex(email)] } : {}),
      ...(phone ? { ph: [sha256Hex(phone)] } : {}),
      lead_id: input.leadgenId,
    },
    custom_data: { lead_event_source: LEAD_EVENT_SOURCE, event_source: "crm" },
  };
}

/**
 * The request body `{"data":[…]}`. Meta's lead id is an integer of 15 to 17 digits, beyond what a JavaScript
 * number holds exactly: it is written as the digits themselves, never through a double.
 */
export function conversionsBody(events: MetaConversionEvent[]): string {
  // In the specification's order, whatever order storage gave the keys back in (jsonb sorts them).
  const ordered = events.map((e) => ({
    event_name: e.event_name,
    event_time: e.event_time,
    action_source: e.action_source,
    event_id: e.event_id,
    user_data: {
      ...(e.user_data.em ? { em: e.user_data.em } : {}),
      ...(e.user_data.ph ? { ph: e.user_data.ph } : {}),
      lead_id: e.user_data.lead_id,
    },
    custom_data: { lead_event_source: e.custom_data.lead_event_source, event_source: e.custom_data.event_source },
  }));
  const json = JSON.stringify({ data: ordered });
  return json.replace(/"lead_id":"(\d{1,20})"/g, '"lead_id":$1');
}

export interface MetaConversionsConfig {
  /** The Graph base with its version (META_GRAPH_BASE), e.g. `https://graph.facebook.com/v21.0`. */
  graphBase: string;
  /** The dataset (pixel) id the CRM events go to. */
  datasetId: string;
  /** A system user's token with the dataset's permission. */
  accessToken: string;
}

export interface ConversionsAnswer {
  status: number;
  /** Graph's error message on a refusal (`error.message`), cut short. */
  error: string | null;
}

/**
 * POSTs the body to `{graphBase}/{datasetId}/events`. The token goes as a bearer header, not in the URL
 * (proxies and logs keep URLs; decision 053). Network failures and timeouts throw.
 */
export async function postConversions(
  config: MetaConversionsConfig,
  body: string,
  timeoutMs = 15_000,
): Promise<ConversionsAnswer> {
  const url = `${config.graphBase}/${encodeURIComponent(config.datasetId)}/events`;
  const response = await fetch(url, {
    method: "POST",
    headers: {
      authorization: `Bearer ${config.accessToken}`,
      "content-type": "application/json",
      accept: "application/json",
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text().catch(() => "");
  if (response.ok) return { status: response.status, error: null };
  let error = `The Graph API answered ${response.status}`;
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    if (typeof message === "string") error = `${error}: ${message}`;
  } catch {
    // not JSON: the status says enough
  }
  return { status: response.status, error: error.slice(0, 300) };
}

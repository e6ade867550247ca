import { validateRequest } from "twilio/lib/webhooks/webhooks.js";
import {
  type AcceptedText,
  type OutgoingText,
  type SentTextQuery,
  type SmsProvider,
  SmsProviderError,
} from "./sms-provider";

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** An E.164 sender number, or... */
  from: string | undefined;
  /** ...a messaging service (Twilio picks the sender from its pool). */
  messagingServiceSid: string | undefined;
  /** https://api.twilio.com, or a compatible provider's (tests: a loopback server). */
  apiBase: string;
  timeoutMs?: number;
}

/**
 * Twilio's Messages API over plain HTTP (decision 038): `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, basic auth with the account SID and auth token. The SDK is used only for its webhook
 * signature check (`validateRequest`, HMAC-SHA1 of the URL and the sorted fields, keyed with the token).
 */
export class TwilioProvider implements SmsProvider {
  readonly name = "twilio";

  constructor(private readonly settings: TwilioSettings) {}

  private get messagesUrl(): string {
    const { accountSid, apiBase } = this.settings;
    return `${apiBase.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  }

  private get authorization(): string {
    const { accountSid, authToken } = this.settings;
    return `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
  }

  async send(text: OutgoingText): Promise<AcceptedText> {
    const { from, messagingServiceSid } = this.settings;
    const form = new URLSearchParams({ To: text.to, Body: text.body, StatusCallback: text.statusCallback });
    if (messagingServiceSid) form.set("MessagingServiceSid", messagingServiceSid);
    else if (from) form.set("From", from);
    let response: Response;
    try {
      response = await fetch(this.messagesUrl, {
        method: "POST",
        headers: {
          authorization: this.authorization,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          // Twilio's own idempotency header for retried requests; compatible providers may ignore it.
          "I-Twilio-Idempotency-Token": text.idempotencyKey,
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw unreachable(error);
    }
    const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; status?: unknown; message?: unknown };
    if (response.ok && typeof answer.sid === "string") {
      return { sid: answer.sid, status: typeof answer.status === "string" ? answer.status : "queued" };
    }
    const detail = typeof answer.message === "string" ? `: ${answer.message.slice(0, 200)}` : "";
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw new SmsProviderError(`The provider answered ${response.status}${detail}`, permanent, response.status);
  }

  /**
   * Twilio's Messages list (`GET Messages.json`), filtered as its API allows: `To`, `From` (our number, when
   * we send from one), and `DateSent>` the UTC day the text was first handed over; then narrowed here to
   * outgoing messages with the same body created since then. Twilio documents no idempotency key for
   * Messages, so this is how a timed-out request's fate is learnt. A message still `accepted`/`queued` at
   * Twilio has no sent date yet and may not be listed: the worker asks a few seconds after the timeout.
   */
  async find(query: SentTextQuery): Promise<AcceptedText[]> {
    const url = new URL(this.messagesUrl);
    url.searchParams.set("To", query.to);
    if (!this.settings.messagingServiceSid && this.settings.from) url.searchParams.set("From", this.settings.from);
    url.searchParams.set("DateSent>", query.since.toISOString().slice(0, 10));
    url.searchParams.set("PageSize", "50");
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: this.authorization, accept: "application/json" },
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw unreachable(error);
    }
    const answer = (await response.json().catch(() => ({}))) as { messages?: unknown };
    if (!response.ok || !Array.isArray(answer.messages)) {
      throw new SmsProviderError(`The provider's message list answered ${response.status}`, false, response.status);
    }
    // A minute's slack for the provider's clock against ours.
    const since = query.since.getTime() - 60_000;
    return (answer.messages as ListedMessage[])
      .filter(
        (m) =>
          typeof m.sid === "string" &&
          m.body === query.body &&
          (m.direction ?? "outbound-api").startsWith("outbound") &&
          !(Date.parse(m.date_created ?? "") < since),
      )
      .map((m) => ({ sid: m.sid as string, status: typeof m.status === "string" ? m.status : "queued" }));
  }

  verify(signature: string | undefined, url: string, params: Record<string, string>): boolean {
    if (!signature) return false;
    return validateRequest(this.settings.authToken, signature, url, params);
  }
}

/** The fields of a listed Twilio message this provider reads. */
interface ListedMessage {
  sid?: unknown;
  body?: unknown;
  status?: unknown;
  direction?: string;
  date_created?: string;
}

/** No answer: the request failed on the way, or timed out after the provider may have accepted it. */
function unreachable(error: unknown): SmsProviderError {
  const timedOut = error instanceof Error && error.name === "TimeoutError";
  return new SmsProviderError(
    timedOut
      ? "The provider did not answer in time: the text may have been accepted"
      : `The provider could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    false,
    null,
  );
}

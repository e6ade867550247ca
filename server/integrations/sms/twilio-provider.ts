import { validateRequest } from "twilio/lib/webhooks/webhooks.js";
import { type AcceptedText, type OutgoingText, type SmsProvider, SmsProviderError } from "./sms-provider";

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

  async send(text: OutgoingText): Promise<AcceptedText> {
    const { accountSid, authToken, from, messagingServiceSid, apiBase } = this.settings;
    const form = new URLSearchParams({ To: text.to, Body: text.body, StatusCallback: text.statusCallback });
    if (messagingServiceSid) form.set("MessagingServiceSid", messagingServiceSid);
    else if (from) form.set("From", from);
    const url = `${apiBase.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          // Twilio's own idempotency header for retried requests; compatible providers may ignore it.
          "I-Twilio-Idempotency-Token": text.idempotencyKey,
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new SmsProviderError(
        `The provider could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        false,
        null,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; status?: unknown; message?: unknown };
    if (response.ok && typeof answer.sid === "string") {
      return { sid: answer.sid, status: typeof answer.status === "string" ? answer.status : "queued" };
    }
    const detail = typeof answer.message === "string" ? `: ${answer.message.slice(0, 200)}` : "";
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw new SmsProviderError(`The provider answered ${response.status}${detail}`, permanent, response.status);
  }

  verify(signature: string | undefined, url: string, params: Record<string, string>): boolean {
    if (!signature) return false;
    return validateRequest(this.settings.authToken, signature, url, params);
  }
}

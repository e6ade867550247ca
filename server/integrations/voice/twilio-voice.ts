import { validateRequest } from "twilio/lib/webhooks/webhooks.js";
import { type AcceptedCall, type OutgoingCall, type VoiceProvider, VoiceProviderError } from "./voice-provider";

export interface TwilioVoiceSettings {
  accountSid: string;
  authToken: string;
  /** The brokerage's number (E.164). */
  from: string;
  /** https://api.twilio.com, or a compatible provider's (tests: a loopback server). */
  apiBase: string;
  timeoutMs?: number;
}

/** The call progress events the portal logs (Twilio's `StatusCallbackEvent`, sent once per value). */
export const CALL_STATUS_EVENTS = ["initiated", "ringing", "answered", "completed"] as const;

/**
 * Twilio's Voice API over plain HTTP (decision 052): `POST {base}/2010-04-01/Accounts/{sid}/Calls.json`,
 * form-encoded as the official client encodes it (repeated `StatusCallbackEvent` fields), basic auth with
 * the account SID and auth token. The SDK is used only for its webhook signature check.
 */
export class TwilioVoiceProvider implements VoiceProvider {
  readonly name = "twilio";

  constructor(private readonly settings: TwilioVoiceSettings) {}

  get from(): string {
    return this.settings.from;
  }

  async placeCall(call: OutgoingCall): Promise<AcceptedCall> {
    const { accountSid, authToken, apiBase } = this.settings;
    const form = new URLSearchParams({ To: call.to, From: call.from, StatusCallback: call.statusCallback });
    for (const event of CALL_STATUS_EVENTS) form.append("StatusCallbackEvent", event);
    form.set("StatusCallbackMethod", "POST");
    form.set("Timeout", String(call.timeout));
    form.set("Url", call.url);
    let response: Response;
    try {
      response = await fetch(
        `${apiBase.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Calls.json`,
        {
          method: "POST",
          headers: {
            authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: form.toString(),
          signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
        },
      );
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new VoiceProviderError(
        timedOut ? "The voice provider did not answer in time" : "The voice provider could not be reached",
        false,
        null,
      );
    }
    const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; status?: unknown; message?: unknown };
    if (response.ok && typeof answer.sid === "string") {
      return { sid: answer.sid, status: typeof answer.status === "string" ? answer.status : "queued" };
    }
    // The provider's message may name the number: keep its code and status only.
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
    throw new VoiceProviderError(`The voice provider answered ${response.status}`, permanent, response.status);
  }

  verify(signature: string | undefined, url: string, params: Record<string, string>): boolean {
    if (!signature) return false;
    return validateRequest(this.settings.authToken, signature, url, params);
  }
}

/** One call for the voice provider to place (decision 052): it rings `to`, then fetches `url` for TwiML. */
export interface OutgoingCall {
  /** E.164. */
  to: string;
  /** The caller ID (E.164): the brokerage's number. */
  from: string;
  /** Where the provider fetches the call's TwiML once `to` answers (POST, signed). */
  url: string;
  /** Where the provider posts the call's progress (POST, signed). */
  statusCallback: string;
  /** Seconds the phone rings before the provider gives up (`no-answer`). */
  timeout: number;
}

/** What the provider answered: its id for the call (Twilio `CallSid`) and the status it gave it. */
export interface AcceptedCall {
  sid: string;
  status: string;
}

/** A refusal or failure from the provider; `permanent` when asking again cannot help (a 4xx other than 429). */
export class VoiceProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "VoiceProviderError";
  }
}

/** A voice provider: Twilio, or one speaking Twilio's Voice API (Calls.json, TwiML, signed webhooks). */
export interface VoiceProvider {
  readonly name: string;
  /** The brokerage's number: the caller ID sellers see. */
  readonly from: string;
  placeCall(call: OutgoingCall): Promise<AcceptedCall>;
  /** True when a webhook's signature header was made with our auth token over this URL and these fields. */
  verify(signature: string | undefined, url: string, params: Record<string, string>): boolean;
}

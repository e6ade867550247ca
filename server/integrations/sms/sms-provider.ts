/** One outgoing text as a provider is handed it (decision 038). */
export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
  /** Where the provider posts the text's delivery status. */
  statusCallback: string;
  /** Stable per message: the same message handed again (after a crash mid-send) carries the same key. */
  idempotencyKey: string;
}

/** What the provider answered: its id for the message and the status it gave it (Twilio: `queued`). */
export interface AcceptedText {
  sid: string;
  status: string;
}

/**
 * A refusal or failure from the provider. `permanent` when sending again cannot help (a 4xx other than
 * 429: a bad number, a blocked recipient); otherwise the outbox retries.
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "SmsProviderError";
  }
}

/** What to look for at the provider: a text to `to` with this body, handed over at or after `since`. */
export interface SentTextQuery {
  to: string;
  body: string;
  since: Date;
}

/** A text provider: Twilio, or any provider speaking Twilio's Messages API (Telnyx, Signalwire...). */
export interface SmsProvider {
  readonly name: string;
  send(text: OutgoingText): Promise<AcceptedText>;
  /**
   * The messages the provider holds that match `query` (newest first): after a timeout or a crash the
   * first attempt's outcome is unknown, and the worker asks before it sends again (decision 044).
   * Throws an SmsProviderError when the provider cannot be asked.
   */
  find(query: SentTextQuery): Promise<AcceptedText[]>;
  /** True when a webhook's signature header was made with our auth token over this URL and these fields. */
  verify(signature: string | undefined, url: string, params: Record<string, string>): boolean;
}

import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  to: string[];
  /** The whole message, with quoted-printable soft breaks and escapes decoded, for substring checks. */
  raw: string;
  /** The message exactly as received (a DKIM signature is checked on these bytes). */
  bytes: Buffer;
  /** Date.now() when the peer accepted it. */
  at: number;
}

/** Undoes quoted-printable encoding well enough to search the message text. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8");
}

/** A real SMTP server on loopback that keeps what it receives; stop and start it to simulate an outage. */
export class SmtpPeer {
  readonly received: ReceivedEmail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  /** `delayMs`: how long the peer takes to accept each message (a slow receiving server). */
  constructor(private readonly options: { delayMs?: number } = {}) {}

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // A stopped peer drops the connections still open (a pooled sender keeps some) instead of waiting 30 s.
      closeTimeout: 200,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const accept = () => {
            this.received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: decodeQuotedPrintable(Buffer.concat(chunks).toString("latin1")),
              bytes: Buffer.concat(chunks),
              at: Date.now(),
            });
            callback();
          };
          if (this.options.delayMs) setTimeout(accept, this.options.delayMs);
          else accept();
        });
      },
    });
    // A sender killed mid-connection (kill -9 of a pooled transport) resets its socket: that is the peer's
    // everyday life, not an error of the test's own.
    this.server.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") throw error;
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits until `predicate` holds for a received e-mail, or fails after `timeoutMs`. */
  async waitFor(predicate: (email: ReceivedEmail) => boolean, timeoutMs = 5000): Promise<ReceivedEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find(predicate);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no matching e-mail within ${timeoutMs} ms (got ${this.received.length})`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

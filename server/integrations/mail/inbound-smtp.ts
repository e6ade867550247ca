import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerAddress } from "smtp-server";

/** What the listener is told by the app (it imports no module): which recipients are ours, what to do with a message. */
export interface InboundSmtpOptions {
  host: string;
  port: number;
  /** The largest message accepted (announced as SIZE, enforced while reading DATA). */
  maxBytes: number;
  /** True when this address is a reply address whose token verifies: anything else is refused at RCPT. */
  acceptsRecipient: (address: string) => boolean;
  /** The whole message and its accepted recipients, after DATA; a throw answers 451 (the sender retries). */
  receive: (raw: Buffer, recipients: string[]) => Promise<void>;
  onError?: (error: Error) => void;
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

/**
 * The portal's inbound SMTP listener for sellers' replies (decision 051): no authentication (it is a mail
 * exchanger for the reply domain, not a relay), only reply addresses accepted at RCPT (550 otherwise, so a
 * forged token never gets to send DATA), at most `maxBytes` a message (552 past it).
 */
export class InboundSmtpListener {
  private readonly server: SMTPServer;

  constructor(private readonly options: InboundSmtpOptions) {
    this.server = new SMTPServer({
      name: "seller-portal",
      banner: "Seller portal replies",
      authOptional: true,
      disabledCommands: ["AUTH"],
      size: options.maxBytes,
      logger: false,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (!options.acceptsRecipient(address.address)) {
          callback(smtpError("5.1.1 No such recipient here", 550));
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= options.maxBytes) chunks.push(chunk);
        });
        stream.on("end", () => {
          if (stream.sizeExceeded || size > options.maxBytes) {
            callback(smtpError("5.3.4 Message too big", 552));
            return;
          }
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          options.receive(Buffer.concat(chunks), recipients).then(
            () => callback(),
            (error: Error) => {
              options.onError?.(error);
              callback(smtpError("4.3.0 Could not store the message, try again later", 451));
            },
          );
        });
      },
    });
    this.server.on("error", (error) => options.onError?.(error));
  }

  async listen(): Promise<AddressInfo> {
    await new Promise<void>((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(this.options.port, this.options.host, () => {
        this.server.off("error", reject);
        resolve();
      });
    });
    return this.server.server.address() as AddressInfo;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

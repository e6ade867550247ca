import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
  /** The status this receiver answered. */
  answered: number;
}

/**
 * A webhook receiver on loopback (the network edge of an integration): records every POST and answers
 * with the next status of `statuses` (the last one repeats). `hang` holds requests without answering.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  statuses: number[] = [204];
  hang = false;
  private server: Server | undefined;
  private held: (() => void)[] = [];

  async start(host = "127.0.0.1"): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (c: Buffer) => chunks.push(c));
      request.on("end", () => {
        const status = this.statuses.length > 1 ? (this.statuses.shift() as number) : (this.statuses[0] ?? 204);
        const record = {
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          at: Date.now(),
          answered: status,
        };
        this.received.push(record);
        const answer = () => response.writeHead(status, { "content-type": "text/plain" }).end("ok");
        if (this.hang) this.held.push(answer);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, host, resolve));
  }

  get port(): number {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error("receiver not started");
    return address.port;
  }

  url(host = "127.0.0.1", path = "/hooks/portal"): string {
    return `http://${host}:${this.port}${path}`;
  }

  /** Resolves once `count` requests arrived; rejects after `timeoutMs`. */
  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`receiver got ${this.received.length} of ${count} webhooks`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.received;
  }

  async stop(): Promise<void> {
    for (const answer of this.held.splice(0)) answer();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

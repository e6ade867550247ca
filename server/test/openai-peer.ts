import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A loopback server that speaks the two OpenAI endpoints we use; `failing` makes it answer 500. */
export class OpenAiPeer {
  failing = false;
  /** Answers this much later (a slow upstream, for in-flight request tests). */
  delayMs = 0;
  readonly requests: { path: string; body: Record<string, unknown> }[] = [];
  private server: Server | undefined;

  /** What chat completions return as the assistant's message content. */
  guideJson: unknown = {
    title: "A Plan for Selling Your Condo",
    introduction: "You are moving soon.\n\nHere is how to prepare.",
    sections: [
      { title: "Price It Right", content: "Start with recent sales in your building." },
      { title: "Prepare for Showings", content: "Declutter the entry and balcony." },
    ],
    conclusion: "Talk to a local agent when you are ready.",
  };

  /** A 1x1 PNG. */
  static readonly png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  );

  async start(): Promise<string> {
    const server = createServer(async (req, res) => {
      const body = JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>;
      this.requests.push({ path: req.url ?? "", body });
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      res.setHeader("content-type", "application/json");
      if (this.failing) {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { message: "upstream exploded" } }));
      } else if (req.url === "/v1/chat/completions") {
        res.end(
          JSON.stringify({ choices: [{ message: { role: "assistant", content: JSON.stringify(this.guideJson) } }] }),
        );
      } else if (req.url === "/v1/images/generations") {
        res.end(JSON.stringify({ data: [{ b64_json: OpenAiPeer.png.toString("base64") }] }));
      } else {
        res.statusCode = 404;
        res.end("{}");
      }
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = "";
    req.on("data", (c) => {
      data += c;
    });
    req.on("end", () => resolve(data));
  });
}

import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One scripted chat-completion answer; the peer wraps it in the OpenAI response shape. */
export type PeerChatReply = {
  content?: string | null;
  /** `arguments` may be an object (sent as its JSON string) or the raw string the model would send. */
  tool_calls?: { id?: string; name: string; arguments: unknown }[];
};

/** A loopback server that speaks the two OpenAI endpoints we use; `failing` makes it answer 500. */
export class OpenAiPeer {
  failing = false;
  /** Answers this much later (a slow upstream, for in-flight request tests). */
  delayMs = 0;
  readonly requests: { path: string; body: Record<string, unknown>; headers: IncomingMessage["headers"] }[] = [];
  /** Scripted chat-completion answers, used in order, one per request; empty: the hook or the guide answer. */
  script: ((body: Record<string, unknown>) => PeerChatReply)[] = [];
  /** Answers chat completions when the script is empty; unset: the guide JSON below. */
  chatReply: ((body: Record<string, unknown>) => PeerChatReply) | undefined;
  private server: Server | undefined;
  private callCount = 0;

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
      this.requests.push({ path: req.url ?? "", body, headers: req.headers });
      if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      res.setHeader("content-type", "application/json");
      if (this.failing) {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { message: "upstream exploded" } }));
      } else if (req.url === "/v1/chat/completions" && (this.script.length > 0 || this.chatReply)) {
        const next = this.script.shift() ?? this.chatReply;
        res.end(JSON.stringify(this.chatCompletion(next ? next(body) : {})));
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

  /** The real OpenAI shape: tool calls carry an id, type "function" and their arguments as a JSON string. */
  private chatCompletion(reply: PeerChatReply): Record<string, unknown> {
    const toolCalls = (reply.tool_calls ?? []).map((call) => ({
      id: call.id ?? `call_${++this.callCount}`,
      type: "function",
      function: {
        name: call.name,
        arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments ?? {}),
      },
    }));
    const message = {
      role: "assistant",
      content: reply.content ?? null,
      ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
    };
    return {
      id: `chatcmpl-${this.callCount}`,
      object: "chat.completion",
      choices: [{ index: 0, message, finish_reason: toolCalls.length > 0 ? "tool_calls" : "stop" }],
    };
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

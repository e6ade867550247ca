import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";

export interface LoopbackReply {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface LoopbackRequest {
  method: string;
  url: string;
  /** The parsed JSON body, the raw text when it is not JSON, or undefined. */
  body: unknown;
}

/** `"GET /api/guides/topics"` -> reply (or a function of the parsed JSON body). */
export type LoopbackRoutes = Record<string, LoopbackReply | ((body: unknown) => LoopbackReply)>;
/** Or one function that answers every request. */
export type LoopbackAnswer = (request: LoopbackRequest) => LoopbackReply;

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) text += chunk;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function answerFrom(routes: LoopbackRoutes | LoopbackAnswer): LoopbackAnswer {
  if (typeof routes === "function") return routes;
  return ({ method, url, body }) => {
    const route = routes[`${method} ${url}`];
    return typeof route === "function" ? route(body) : (route ?? { status: 404, json: { message: "Not found" } });
  };
}

/**
 * A real HTTP server on 127.0.0.1 answering the routes given, with `fetch` of same-origin paths
 * ("/api/...") sent to it, so components run their real API calls. Unknown routes answer 404.
 */
export async function startLoopbackApi(initial: LoopbackRoutes | LoopbackAnswer = {}) {
  let answer = answerFrom(initial);
  const requests: LoopbackRequest[] = [];
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const request = { method: req.method ?? "", url: req.url ?? "", body };
      requests.push(request);
      const reply = answer(request);
      const status = reply.status ?? 200;
      if (reply.json === undefined) res.writeHead(status, reply.headers).end();
      else {
        res.writeHead(status, { "content-type": "application/json", ...reply.headers }).end(JSON.stringify(reply.json));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
    realFetch(typeof input === "string" && input.startsWith("/") ? `${base}${input}` : input, init),
  );
  return {
    requests,
    /** Replaces the routes (e.g. to make the next call fail). */
    setRoutes(next: LoopbackRoutes | LoopbackAnswer) {
      answer = answerFrom(next);
    },
    async close() {
      vi.unstubAllGlobals();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

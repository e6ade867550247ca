import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

export type Reply = { status: number; json?: unknown };

/**
 * A real HTTP server on 127.0.0.1; `fetch` of same-origin paths ("/api/...") goes to it, so the page runs
 * its real API calls. `answer` decides each reply; every request is recorded.
 */
export async function startLoopbackApi(answer: (request: RecordedRequest) => Reply) {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => {
      text += chunk;
    });
    req.on("end", () => {
      const request = { method: req.method ?? "", url: req.url ?? "", body: text ? JSON.parse(text) : undefined };
      requests.push(request);
      const reply = answer(request);
      if (reply.json === undefined) res.writeHead(reply.status).end();
      else res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.json));
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
    async close() {
      vi.unstubAllGlobals();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

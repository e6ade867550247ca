import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiRequestError, apiJson, apiRequest } from "./api-client";

let server: Server;
let base: string;
const seen: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      seen.push({ method: req.method, contentType: req.headers["content-type"], body });
      if (req.url === "/missing") {
        res.writeHead(404, { "content-type": "application/json" });
        res.end('{"message":"Lead not found","code":"not_found","reason":"lead_not_found","params":{}}');
      } else if (req.url === "/empty") {
        res.writeHead(204).end();
      } else {
        res.writeHead(200, { "content-type": "application/json" });
        res.end('{"ok":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("api client", () => {
  it("throws `{status}: {response text}` on a non-ok answer", async () => {
    const error = await apiRequest("GET", `${base}/missing`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as Error).message).toBe(
      '404: {"message":"Lead not found","code":"not_found","reason":"lead_not_found","params":{}}',
    );
    // The screens read the error's code and params, never its English message (lib/error-message.ts).
    expect((error as ApiRequestError).serverText).toEqual({ reason: "lead_not_found", params: {} });
  });

  it("sends a JSON content type only when there is a body", async () => {
    seen.length = 0;
    await apiJson("POST", `${base}/ok`, { a: 1 });
    await apiJson("GET", `${base}/ok`);
    expect(seen[0]).toMatchObject({ method: "POST", contentType: "application/json", body: '{"a":1}' });
    expect(seen[1]?.contentType).toBeUndefined();
  });

  it("returns undefined for an empty 204 answer", async () => {
    expect(await apiJson("DELETE", `${base}/empty`)).toBeUndefined();
  });
});

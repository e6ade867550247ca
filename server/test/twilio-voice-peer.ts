import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks.js";
import { waitForCount } from "./wait-for-count";

/** One Calls.json request as the peer received it. */
export interface PeerCall {
  sid: string;
  /** The request as sent: path, authorization and the form's fields in order. */
  path: string;
  authorization: string | undefined;
  form: [string, string][];
  to: string;
  from: string;
  url: string;
  statusCallback: string;
  receivedAt: number;
}

export interface TwilioVoicePeer {
  url: string;
  accountSid: string;
  authToken: string;
  calls: PeerCall[];
  /** The next `count` requests are answered with this status. */
  failNext(count: number, status: number): void;
  waitForCalls(count: number, timeoutMs?: number): Promise<PeerCall[]>;
  sign(url: string, params: Record<string, string>): string;
  /** Posts a signed webhook to `url` as Twilio does (form-encoded); returns the app's answer. */
  post(url: string, params: Record<string, string>): Promise<{ status: number; body: string }>;
  /** The fields Twilio posts about a call (the agent's leg: `call`; a `<Dial>`ed leg: its own sid and parent). */
  callFields(call: PeerCall, status: string, extra?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

/**
 * A loopback server speaking Twilio's Voice API (decision 052): `POST Calls.json` with basic auth, answered
 * 201 with a Call resource like Twilio's; the test plays the phone network by posting signed voice and
 * status webhooks to the URLs the call was given.
 */
export async function startTwilioVoicePeer(): Promise<TwilioVoicePeer> {
  const accountSid = `AC${randomBytes(16).toString("hex")}`;
  const authToken = randomBytes(16).toString("hex");
  const calls: PeerCall[] = [];
  const waiters = new Set<() => void>();
  let failures = { count: 0, status: 500 };
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://peer").pathname;
    const body = await readBody(request);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Calls\.json$/.exec(path);
    if (request.method !== "POST" || !match) return answer(404, { code: 20404, message: "Not found", status: 404 });
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (match[1] !== accountSid || request.headers.authorization !== expected) {
      return answer(401, { code: 20003, message: "Authenticate", status: 401 });
    }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return answer(failures.status, { code: 21211, message: "Failure injected by the test", status: failures.status });
    }
    const form = new URLSearchParams(body);
    const [to, from, url] = [form.get("To"), form.get("From"), form.get("Url") ?? form.get("Twiml")];
    if (!to || !from || !url) {
      return answer(400, { code: 21205, message: "Url parameter is required.", status: 400 });
    }
    const call: PeerCall = {
      sid: `CA${randomBytes(16).toString("hex")}`,
      path,
      authorization: request.headers.authorization,
      form: [...form.entries()],
      to,
      from,
      url,
      statusCallback: form.get("StatusCallback") ?? "",
      receivedAt: Date.now(),
    };
    calls.push(call);
    for (const wake of waiters) wake();
    answer(201, {
      sid: call.sid,
      account_sid: accountSid,
      to,
      from,
      status: "queued",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: new Date(call.receivedAt).toUTCString(),
      uri: `/2010-04-01/Accounts/${accountSid}/Calls/${call.sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const sign = (url: string, params: Record<string, string>) => getExpectedTwilioSignature(authToken, url, params);
  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    calls,
    failNext(count, status) {
      failures = { count, status };
    },
    waitForCalls: (count, timeoutMs = 10_000) => waitForCount(calls, waiters, count, timeoutMs, "calls"),
    sign,
    async post(url, params) {
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": sign(url, params),
          "user-agent": "TwilioProxy/1.1",
        },
        body: new URLSearchParams(params).toString(),
      });
      return { status: response.status, body: await response.text() };
    },
    callFields(call, status, extra = {}) {
      return {
        AccountSid: accountSid,
        ApiVersion: "2010-04-01",
        CallSid: call.sid,
        CallStatus: status,
        Direction: "outbound-api",
        From: call.from,
        To: call.to,
        ...extra,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

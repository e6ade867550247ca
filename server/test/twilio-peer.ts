import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks.js";

/** One Messages.json request as the peer received it. */
export interface PeerMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
  idempotencyToken: string | undefined;
  /** Date.now() when the request arrived. */
  receivedAt: number;
}

export interface TwilioPeer {
  /** TWILIO_API_BASE for the app. */
  url: string;
  accountSid: string;
  authToken: string;
  /** Every accepted message, in arrival order. */
  messages: PeerMessage[];
  /** Every request that reached Messages.json, accepted or refused. */
  requestCount(): number;
  /** The next `count` requests are answered with this status (500: retried; 400: refused for good). */
  failNext(count: number, status: number): void;
  /** Waits until `count` messages were accepted (or fails after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<PeerMessage[]>;
  /** The signature Twilio would send for a POST of `params` to `url` (HMAC-SHA1 with the auth token). */
  sign(url: string, params: Record<string, string>): string;
  /** Posts a signed webhook to `url` as Twilio does (form-encoded); returns the app's answer. */
  post(url: string, params: Record<string, string>): Promise<{ status: number; body: string }>;
  /** A status callback for an accepted message, to the StatusCallback it was given. */
  postStatus(message: PeerMessage, status: string): Promise<{ status: number; body: string }>;
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

const newSid = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;

/**
 * A loopback server speaking Twilio's Messages API (decision 038): it checks basic auth, records each
 * form-encoded message, answers 201 with JSON `{sid, status: "queued", ...}` like Twilio, and posts signed
 * status callbacks and inbound messages to the app as Twilio would.
 */
export async function startTwilioPeer(options: { accountSid?: string; authToken?: string } = {}): Promise<TwilioPeer> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString("hex")}`;
  const authToken = options.authToken ?? randomBytes(16).toString("hex");
  const messages: PeerMessage[] = [];
  let requests = 0;
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  const waiters = new Set<() => void>();

  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://peer").pathname;
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    const body = await readBody(request);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    if (request.method !== "POST" || !match) return answer(404, { code: 20404, message: "Not found", status: 404 });
    requests++;
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    if (match[1] !== accountSid || request.headers.authorization !== expected) {
      return answer(401, { code: 20003, message: "Authenticate", status: 401 });
    }
    if (failures.count > 0) {
      failures = { ...failures, count: failures.count - 1 };
      return answer(failures.status, { code: 20500, message: "Failure injected by the test", status: failures.status });
    }
    const form = new URLSearchParams(body);
    const to = form.get("To");
    const text = form.get("Body");
    if (!to || text === null || (!form.get("From") && !form.get("MessagingServiceSid"))) {
      return answer(400, {
        code: 21604,
        message: "A 'To' phone number and a 'From' number are required.",
        status: 400,
      });
    }
    const message: PeerMessage = {
      sid: newSid("SM"),
      accountSid,
      to,
      from: form.get("From") ?? undefined,
      messagingServiceSid: form.get("MessagingServiceSid") ?? undefined,
      body: text,
      statusCallback: form.get("StatusCallback") ?? undefined,
      idempotencyToken: (request.headers["i-twilio-idempotency-token"] as string | undefined) ?? undefined,
      receivedAt: Date.now(),
    };
    messages.push(message);
    for (const wake of waiters) wake();
    const now = new Date().toUTCString();
    answer(201, {
      sid: message.sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from ?? null,
      messaging_service_sid: message.messagingServiceSid ?? null,
      body: message.body,
      status: "queued",
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: now,
      date_updated: now,
      date_sent: null,
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const sign = (url: string, params: Record<string, string>) => getExpectedTwilioSignature(authToken, url, params);
  const post = async (url: string, params: Record<string, string>) => {
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
  };

  return {
    url: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    requestCount: () => requests,
    failNext(count, status) {
      failures = { count, status };
    },
    async waitForMessages(count, timeoutMs = 10_000) {
      if (messages.length >= count) return messages.slice(0, count);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`the peer got ${messages.length} of ${count} messages in ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
      return messages.slice(0, count);
    },
    sign,
    post,
    postStatus(message, status) {
      if (!message.statusCallback) throw new Error("the message had no StatusCallback");
      return post(message.statusCallback, {
        AccountSid: accountSid,
        MessageSid: message.sid,
        SmsSid: message.sid,
        MessageStatus: status,
        SmsStatus: status,
        To: message.to,
        From: message.from ?? "",
        ApiVersion: "2010-04-01",
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The fields of an inbound SMS webhook as Twilio posts them. */
export function inboundFields(peer: Pick<TwilioPeer, "accountSid">, from: string, to: string, body: string) {
  const sid = newSid("SM");
  return {
    ToCountry: "CA",
    SmsMessageSid: sid,
    NumMedia: "0",
    SmsSid: sid,
    SmsStatus: "received",
    Body: body,
    To: to,
    NumSegments: "1",
    MessageSid: sid,
    AccountSid: peer.accountSid,
    From: from,
    ApiVersion: "2010-04-01",
  };
}

import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getExpectedTwilioSignature } from "twilio/lib/webhooks/webhooks.js";
import { waitForCount } from "./wait-for-count";

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
  /** Every GET of the Messages list (the query strings as received). */
  listRequests: URLSearchParams[];
  /**
   * The next `count` messages are accepted (recorded, listed) at once but answered only after `ms`: a
   * provider slower than the sender's timeout. 0 (the default) answers at once.
   */
  answerLate(count: number, ms: number): void;
  /** The next `count` sends are read and never answered nor accepted: a hung provider request. */
  hangNext(count: number): void;
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
  let late: { count: number; ms: number } = { count: 0, ms: 0 };
  let hangs = 0;
  const listRequests: URLSearchParams[] = [];
  const open = new Set<import("node:http").ServerResponse>();
  const waiters = new Set<() => void>();

  const server: Server = createServer(async (request, response) => {
    const requestUrl = new URL(request.url ?? "/", "http://peer");
    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(requestUrl.pathname);
    const body = await readBody(request);
    const answer = (status: number, json: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(json));
    };
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
    const authorised = match?.[1] === accountSid && request.headers.authorization === expected;
    if (request.method === "GET" && match) {
      if (!authorised) return answer(401, { code: 20003, message: "Authenticate", status: 401 });
      listRequests.push(requestUrl.searchParams);
      return answer(200, listPage(requestUrl));
    }
    if (request.method !== "POST" || !match) return answer(404, { code: 20404, message: "Not found", status: 404 });
    requests++;
    if (!authorised) return answer(401, { code: 20003, message: "Authenticate", status: 401 });
    if (hangs > 0) {
      hangs--;
      open.add(response);
      return;
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
    if (late.count > 0) {
      const { ms } = late;
      late = { ...late, count: late.count - 1 };
      open.add(response);
      await new Promise((resolve) => setTimeout(resolve, ms));
      open.delete(response);
    }
    answer(201, { ...messageResource(message, "queued"), date_sent: null });
  });

  /** A Message resource as Twilio writes it (RFC 2822 dates); listed ones have been sent. */
  const messageResource = (message: PeerMessage, status: string) => {
    const at = new Date(message.receivedAt).toUTCString();
    return {
      sid: message.sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from ?? null,
      messaging_service_sid: message.messagingServiceSid ?? null,
      body: message.body,
      status,
      num_segments: "1",
      direction: "outbound-api",
      api_version: "2010-04-01",
      date_created: at,
      date_updated: at,
      date_sent: at,
      error_code: null,
      error_message: null,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
    };
  };

  /**
   * GET Messages.json as Twilio answers it: filtered by `To`, `From`, and `DateSent` (a GMT day),
   * `DateSent<` / `DateSent>` (on or before / on or after that day), newest first, one page of `PageSize`.
   */
  const listPage = (url: URL) => {
    const q = url.searchParams;
    const day = (value: string | null) => (value ? value.slice(0, 10) : undefined);
    const [on, before, after] = [day(q.get("DateSent")), day(q.get("DateSent<")), day(q.get("DateSent>"))];
    const pageSize = Math.min(Number(q.get("PageSize") ?? 50) || 50, 1000);
    const listed = messages
      .filter((m) => {
        const sent = new Date(m.receivedAt).toISOString().slice(0, 10);
        if (q.get("To") && m.to !== q.get("To")) return false;
        if (q.get("From") && m.from !== q.get("From")) return false;
        if (on && sent !== on) return false;
        if (before && sent > before) return false;
        if (after && sent < after) return false;
        return true;
      })
      .reverse()
      .slice(0, pageSize)
      .map((m) => messageResource(m, "sent"));
    const uri = `${url.pathname}${url.search}`;
    return {
      messages: listed,
      end: listed.length - 1,
      first_page_uri: uri,
      next_page_uri: null,
      page: 0,
      page_size: pageSize,
      previous_page_uri: null,
      start: 0,
      uri,
    };
  };
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
    listRequests,
    answerLate(count, ms) {
      late = { count, ms };
    },
    hangNext(count) {
      hangs = count;
    },
    failNext(count, status) {
      failures = { count, status };
    },
    waitForMessages: (count, timeoutMs = 10_000) => waitForCount(messages, waiters, count, timeoutMs, "messages"),
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
        for (const r of open) r.destroy();
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

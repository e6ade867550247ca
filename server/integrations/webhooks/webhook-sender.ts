import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { type AddressPolicy, resolveDestination } from "./address-guard";

export interface WebhookResponse {
  status: number;
}

/** How long a webhook or push request may take to connect (its answer has the caller's `timeoutMs`). */
const CONNECT_TIMEOUT_MS = 5_000;

/** A lookup that answers with the address already checked, whatever is asked. */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
    } else {
      callback(null, address, family);
    }
  };
}

/**
 * POSTs `body` to an address the SSRF policy allows, and resolves with the answer's status. The host is
 * resolved and checked first, then the connection goes to that very address (the Host header and TLS name
 * stay the URL's). Redirects are not followed: a 3xx is just a status, so a receiver cannot bounce us to an
 * address that was not checked. The answer's body is read and dropped. Webhooks and Web Push both send
 * through here.
 */
export async function postPinned(
  target: string,
  headers: Record<string, string>,
  body: string | Buffer,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<number> {
  const url = new URL(target);
  const destination = await resolveDestination(url, policy);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(destination.address, destination.family),
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        // The body is not ours to keep; read and drop it so the socket can close.
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    // A peer that does not even accept the connection is given less time than one that is answering.
    request.on("socket", (socket) => {
      if (!socket.connecting) return;
      const connectTimer = setTimeout(
        () => request.destroy(new Error(`No connection within ${CONNECT_TIMEOUT_MS} ms`)),
        Math.min(CONNECT_TIMEOUT_MS, timeoutMs),
      );
      socket.once("connect", () => clearTimeout(connectTimer));
      socket.once("close", () => clearTimeout(connectTimer));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** POSTs one signed webhook message (see `postPinned` for the SSRF rules). */
export async function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<WebhookResponse> {
  const status = await postPinned(
    target,
    { ...headers, "content-type": "application/json", "user-agent": "SellerPortal-Webhooks/1" },
    body,
    policy,
    timeoutMs,
  );
  return { status };
}

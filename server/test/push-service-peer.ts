import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
// http_ece is web-push's own dependency: the receiving side of RFC 8188/8291, as a browser decrypts.
import { decrypt } from "http_ece";

export interface ReceivedPush {
  /** The device (subscription) the push service delivered to. */
  device: string;
  payload: Record<string, unknown>;
  ttl: string | undefined;
  urgency: string | undefined;
  topic: string | undefined;
  contentEncoding: string | undefined;
  /** The VAPID JWT's claims, after its ES256 signature was checked against `k`. */
  jwt: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  receivedAt: number;
}

interface Device {
  ecdh: ECDH;
  auth: Buffer;
}

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** Checks a VAPID JWT (RFC 8292: ES256 over the P-256 key in `k`) and returns its claims; throws when it is not valid. */
export function verifyVapid(authorization: string | undefined): { claims: ReceivedPush["jwt"]; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token = "", key = ""] = match;
  const [header = "", body = "", signature = ""] = token.split(".");
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${header}.${body}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!ok) throw new Error("VAPID signature does not verify");
  const alg = JSON.parse(Buffer.from(header, "base64url").toString()).alg;
  if (alg !== "ES256") throw new Error(`VAPID alg ${alg}`);
  return { claims: JSON.parse(Buffer.from(body, "base64url").toString()), key };
}

/**
 * A loopback push service (RFC 8030) that decrypts what it receives (RFC 8291, aes128gcm) with device keys
 * made here, as a browser would, and checks the VAPID signature. `answer` sets the status it replies with
 * (201 by default; 410 says the subscription is gone).
 */
export async function startPushServicePeer() {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let answer: (device: string) => number = () => 201;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const device = decodeURIComponent((req.url ?? "").replace(/^\/push\//, ""));
      const known = devices.get(device);
      const status = answer(device);
      try {
        if (req.method !== "POST" || !known) throw new Error(`unknown device ${device}`);
        const { claims, key } = verifyVapid(req.headers.authorization);
        if (status >= 200 && status < 300) {
          const plain = decrypt(Buffer.concat(chunks), {
            version: "aes128gcm",
            privateKey: known.ecdh,
            authSecret: known.auth.toString("base64url"),
          });
          received.push({
            device,
            payload: JSON.parse(plain.toString("utf8")),
            ttl: req.headers.ttl as string | undefined,
            urgency: req.headers.urgency as string | undefined,
            topic: req.headers.topic as string | undefined,
            contentEncoding: req.headers["content-encoding"],
            jwt: claims,
            vapidPublicKey: key,
            receivedAt: Date.now(),
          });
          for (const w of [...waiters]) {
            if (received.length >= w.count) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve();
            }
          }
        }
        res.writeHead(status).end();
      } catch (error) {
        errors.push(String(error));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    errors,
    /** A new device: a real P-256 key pair and auth secret, and the subscription a browser would hand over. */
    subscription(device = randomBytes(6).toString("hex")): PushSubscriptionJson {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(device)}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    answerWith(fn: (device: string) => number) {
      answer = fn;
    },
    /** Resolves once `count` pushes in all were decrypted, or rejects after `ms`. */
    waitFor(count: number, ms = 10_000): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${received.length} of ${count} pushes arrived`)), ms);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServicePeer = Awaited<ReturnType<typeof startPushServicePeer>>;

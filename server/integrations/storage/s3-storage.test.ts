import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { OpenAiPeer } from "../../test/openai-peer";

/** A loopback stand-in for an S3-compatible store: keeps what is PUT, with its headers. */
const objects = new Map<string, { body: Buffer; headers: Record<string, string | string[] | undefined> }>();
let s3: Server;
let endpoint: string;
let t: TestApp;

beforeAll(async () => {
  s3 = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (
        req.method === "PUT" &&
        String(req.headers.authorization).startsWith("AWS4-HMAC-SHA256 Credential=test-key/")
      ) {
        objects.set(req.url ?? "", { body: Buffer.concat(chunks), headers: req.headers });
        res.writeHead(200).end();
      } else {
        res.writeHead(403).end();
      }
    });
  });
  await new Promise<void>((resolve) => s3.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
  t = await buildTestApp({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: "portal-images",
    S3_REGION: "ca-central-1",
    S3_ACCESS_KEY_ID: "test-key",
    S3_SECRET_ACCESS_KEY: "test-secret",
    S3_PUBLIC_URL: "https://images.portal.test",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => s3.close(() => resolve()));
});

it("stores uploads in the S3-compatible bucket, signed with SigV4, and links them from its public URL", async () => {
  const cookie = await signIn(t.app, (await createUser(t.db, { role: "admin" })).email);
  const boundary = "----s3test";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    OpenAiPeer.png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/guides/upload-image",
    headers: { ...sameOrigin, cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(res.statusCode).toBe(200);
  const url: string = res.json().imageUrl;
  expect(res.json()).toMatchObject({ detectedType: "image/png", size: OpenAiPeer.png.length, storage: "s3" });
  expect(url).toMatch(/^https:\/\/images\.portal\.test\/uploads\/[a-f0-9]{32}\.png$/);
  const stored = objects.get(`/portal-images${new URL(url).pathname}`);
  expect(stored?.body.equals(OpenAiPeer.png)).toBe(true);
  expect(stored?.headers["content-type"]).toBe("image/png");
  const system = await t.app.inject({ method: "GET", url: "/api/admin/system", headers: { cookie } });
  expect(system.json().storage).toBe("s3");
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { users } from "../db/schema/index";
import { redactPath, redactText, serializeError } from "../log-redaction";
import { buildTestApp, type TestApp } from "../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../test/factories";
import { isDataError, isMultipartParseError } from "./bad-input-errors";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  const user = await createUser(t.db, { role: "admin" });
  admin = await signIn(t.app, user.email);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });

describe("the safe text type", () => {
  it("refuses a NUL in a lead field with a 400 naming the field", async () => {
    const res = await post("/api/leads", { name: "Sam\u0000Example", phone: "416-555-0101" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Invalid body.name: Contains characters that are not allowed",
      code: "validation_error",
      issues: [{ path: "body.name", message: "Contains characters that are not allowed" }],
      reason: "invalid_request",
      params: { field: "body.name", detail: "Contains characters that are not allowed" },
    });
  });

  it("refuses a lone surrogate with a 400 naming the field", async () => {
    const res = await post("/api/leads/partial", { city: "Montr\ud800al" });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "body.city", message: "Contains characters that are not allowed" }]);
    // A proper pair (an emoji) is text like any other.
    expect((await post("/api/leads/partial", { city: "Montréal 🏠" })).statusCode).toBe(200);
  });

  it("refuses a NUL in a path parameter and in a query", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/guides/slug/%00" })).statusCode).toBe(400);
    const res = await t.app.inject({ method: "GET", url: "/api/leads?q=ab%00cd", headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: "querystring.q", message: "Contains characters that are not allowed" }]);
  });

  it("refuses a NUL in a name at registration, and logs neither the hash nor the e-mail", async () => {
    const email = "nul.register@example.test";
    const res = await post(
      "/api/register",
      { email, password: "long-enough-1", firstName: "A\u0000", lastName: "B", role: "agent" },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe("body.firstName");
    const logs = t.logs();
    expect(logs).not.toContain(email);
    const hashes = (await t.db.select({ h: users.passwordHash }).from(users)).map((u) => u.h);
    for (const hash of hashes) expect(logs).not.toContain(hash);
  });
});

describe("ids beyond their column", () => {
  it("answers 400, not 500, for ids past the 32-bit range", async () => {
    for (const url of ["/api/guides/topics/2147483648", "/api/guides/topics/99999999999999999999/sections"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("validation_error");
    }
    const note = await t.app.inject({
      method: "PATCH",
      url: "/api/notes/2147483648",
      headers: { ...sameOrigin, cookie: admin },
      payload: { content: "x" },
    });
    expect(note.statusCode).toBe(400);
    // The largest id in range is a well-formed id that names nothing.
    expect((await t.app.inject({ method: "GET", url: "/api/guides/topics/2147483647" })).statusCode).toBe(404);
  });
});

describe("multipart that cannot be parsed", () => {
  it("answers 400 for a body without a boundary and for one cut short", async () => {
    const send = (contentType: string, body: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/guides/upload-image",
        headers: { ...sameOrigin, cookie: admin, "content-type": contentType },
        payload: body,
      });
    const noBoundary = await send("multipart/form-data", "--x\r\n\r\n");
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const cut = await send(
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    );
    expect(cut.statusCode).toBe(400);
    expect(t.logs()).not.toMatch(/"level":50/);
  });
});

describe("the backstop", () => {
  it("recognises PostgreSQL data errors through drizzle's wrapper, and busboy's parse errors", () => {
    const wrapped = Object.assign(new Error("Failed query"), {
      cause: Object.assign(new Error("x"), { code: "22P05" }),
    });
    expect(isDataError(wrapped)).toBe(true);
    expect(isDataError(Object.assign(new Error("x"), { code: "22003" }))).toBe(true);
    expect(isDataError(Object.assign(new Error("x"), { code: "23505" }))).toBe(false);
    expect(isDataError(Object.assign(new Error("x"), { code: "EPIPE" }))).toBe(false);
    expect(isMultipartParseError(new Error("Multipart: Boundary not found"), "multipart/form-data")).toBe(true);
    expect(isMultipartParseError(new Error("Unexpected end of form"), "multipart/form-data; boundary=x")).toBe(true);
    expect(isMultipartParseError(new Error("Unexpected end of form"), "application/json")).toBe(false);
  });
});

describe("log redaction", () => {
  it("drops a failed query's parameters, quoted values and e-mail addresses from error logs", () => {
    const error = Object.assign(
      new Error(
        'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.test,scrypt$32768$8$1$c2FsdA$aGFzaA',
      ),
      {
        params: ["a@b.test", "scrypt$32768$8$1$c2FsdA$aGFzaA"],
        cause: Object.assign(new Error('invalid input syntax for type integer: "secret-value"'), {
          code: "22P02",
          detail: "Key (email)=(a@b.test) already exists.",
        }),
      },
    );
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain("a@b.test");
    expect(text).not.toContain("aGFzaA");
    expect(text).not.toContain("secret-value");
    expect(text).not.toContain("Key (email)");
    expect(text).toContain('Failed query: insert into \\"users\\"');
    expect(text).toContain("22P02");
    expect(redactText("delivery to jane@example.com refused")).toBe("delivery to [email] refused");
    expect(redactPath("/unsubscribe/gmjYgZ7lxUWoMBXF-Gk0Cjz57r9gQvFb")).toBe("/unsubscribe/[token]");
    expect(redactPath("/api/guides/topics/12/sections")).toBe("/api/guides/topics/12/sections");
  });
});

describe("TRUST_PROXY", () => {
  const base = { NODE_ENV: "test" };
  it("is off by default and takes a hop count or proxy addresses and CIDRs", () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ ...base, TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
  });

  it("refuses true (anyone) and anything that is not an address", () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: "true" })).toThrow(/^Invalid environment variable TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...base, TRUST_PROXY: "proxy.local" })).toThrow(/TRUST_PROXY/);
  });
});

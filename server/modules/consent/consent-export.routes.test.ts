import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, consentEvents } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";
import { emailHash } from "../privacy/person-hash";

let t: TestApp;
let adminCookie: string;
let adminId: number;
let managerCookie: string;
let agentCookie: string;
const person = "Pat.Person@Example.test";
const other = "someone.else@example.test";

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: "admin" });
  adminId = admin.id;
  adminCookie = await signIn(t.app, admin.email);
  managerCookie = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  agentCookie = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
  const event = (email: string, purpose: "inquiry" | "marketing", at: string, extra = {}) => ({
    emailHash: emailHash(email),
    action: "given" as const,
    basis: purpose === "marketing" ? ("express" as const) : ("implied" as const),
    purpose,
    channel: "web",
    form: "lead-flow/four-card/agent",
    textVersion: "casl-2026-11-v1",
    locale: "en-CA",
    ip: "203.0.113.7",
    leadId: "lead_1700000000000_abc",
    occurredAt: new Date(at),
    ...extra,
  });
  await t.db
    .insert(consentEvents)
    .values([
      event(person, "inquiry", "2026-01-15T10:00:00.000Z", { expiresAt: new Date("2026-07-15T10:00:00.000Z") }),
      event(person, "marketing", "2026-02-01T12:00:00.000Z", { form: '=HYPERLINK("x")' }),
      event(other, "inquiry", "2026-02-10T09:00:00.000Z"),
      event(other, "inquiry", "2026-03-01T00:00:00.000Z"),
    ]);
});
afterAll(() => t.close());

const get = (url: string, cookie = adminCookie) =>
  t.app.inject({ method: "GET", url, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) } });

describe("consent ledger export", () => {
  it("exports one person's events by e-mail (any case), as CSV, and audits the export without the address", async () => {
    const res = await get(`/api/admin/consent/export.csv?email=${encodeURIComponent("  pat.person@example.TEST ")}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const hash = emailHash(person) as string;
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="consent-${hash.slice(0, 12)}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Occurred at","Action","Basis","Purpose","Expires at","Channel","Form","Consent text version","Language","IP","Lead ID","E-mail hash","Phone hash","Recorded by (user ID)"',
    );
    expect(lines.slice(1)).toEqual([
      `"2026-01-15T10:00:00.000Z","given","implied","inquiry","2026-07-15T10:00:00.000Z","web","lead-flow/four-card/agent","casl-2026-11-v1","en-CA","203.0.113.7","lead_1700000000000_abc","${hash}","",""`,
      `"2026-02-01T12:00:00.000Z","given","express","marketing","","web","'=HYPERLINK(""x"")","casl-2026-11-v1","en-CA","203.0.113.7","lead_1700000000000_abc","${hash}","",""`,
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "consent.export"));
    expect(audit.map((a) => [a.actorId, a.subject, a.details, a.ip])).toEqual([
      [adminId, `person:${hash}`, { from: null, to: null, rows: 2 }, "127.0.0.1"],
    ]);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain("pat.person");
  });

  it("exports a period, both ends inclusive, for everyone", async () => {
    const res = await get("/api/admin/consent/export.csv?from=2026-02-01&to=2026-02-10");
    expect(res.statusCode).toBe(200);
    const rows = res.body.trimEnd().split("\r\n").slice(1);
    expect(rows.map((r) => r.slice(1, 25))).toEqual(["2026-02-01T12:00:00.000Z", "2026-02-10T09:00:00.000Z"]);
  });

  it("refuses bad input with 400", async () => {
    for (const [query, path] of [
      ["", "querystring.email"],
      ["email=not-an-address", "querystring.email"],
      ["from=2026-13-01", "querystring.from"],
      ["from=2026-03-01&to=2026-02-01", "querystring.to"],
    ] as const) {
      const res = await get(`/api/admin/consent/export.csv?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
    }
  });

  it("is for admins only: 401 signed out, 403 for managers and agents", async () => {
    const url = "/api/admin/consent/export.csv?from=2026-01-01";
    expect((await get(url, "")).statusCode).toBe(401);
    expect((await get(url, managerCookie)).statusCode).toBe(403);
    expect((await get(url, agentCookie)).statusCode).toBe(403);
  });
});

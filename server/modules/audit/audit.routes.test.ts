import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";
import { recordAudit } from "./audit.service";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let adminCookie: string;
let manager: Awaited<ReturnType<typeof createUser>>;
let managerCookie: string;
let agent: Awaited<ReturnType<typeof createUser>>;
let agentCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  manager = await createUser(t.db, { role: "manager" });
  managerCookie = await signIn(t.app, manager.email);
  agent = await createUser(t.db, { role: "agent" });
  agentCookie = await signIn(t.app, agent.email);
});
afterAll(() => t.close());

function get(url: string, cookie: string) {
  return t.app.inject({ method: "GET", url, headers: { ...sameOrigin, cookie } });
}

const readsOf = (leadId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "lead.read"), eq(auditLog.subject, leadId)));

describe("what the audit trail records", () => {
  it("writes one row per staff read of a lead's detail, naming who, what and from where", async () => {
    const lead = await createLead(t.db);
    expect(await readsOf(lead.id)).toEqual([]);
    expect((await get(`/api/leads/${lead.id}`, agentCookie)).statusCode).toBe(200);
    expect(await readsOf(lead.id)).toEqual([
      expect.objectContaining({ actorId: agent.id, actorEmail: agent.email, ip: "127.0.0.1", details: null }),
    ]);
    expect((await get(`/api/leads/${lead.id}`, agentCookie)).statusCode).toBe(200);
    expect((await get(`/api/leads/${lead.id}`, managerCookie)).statusCode).toBe(200);
    const rows = await readsOf(lead.id);
    expect(rows.map((r) => r.actorId)).toEqual([agent.id, agent.id, manager.id]);
  });

  it("records nothing for a read that finds no lead or is refused", async () => {
    const missing = "lead_1700000000000_abcdefghi";
    expect((await get(`/api/leads/${missing}`, agentCookie)).statusCode).toBe(404);
    expect((await get(`/api/leads/${missing}`, "")).statusCode).toBe(401);
    expect(await readsOf(missing)).toEqual([]);
  });

  it("records each CSV export of leads, without the search term", async () => {
    await createLead(t.db, { fullName: "Audit Csv Person" });
    const res = await get("/api/admin/leads/export.csv?q=Audit%20Csv&type=realtor", managerCookie);
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, "leads.export"));
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: manager.id,
        subject: "leads",
        details: { type: "realtor", view: "active", searched: true, rows: 1 },
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain("Audit Csv");
  });
});

describe("GET /api/admin/audit", () => {
  it("filters by actor, action and period, newest first, in keyset pages", async () => {
    const other = await createUser(t.db, { role: "admin" });
    for (let i = 0; i < 5; i++)
      await recordAudit(t.db, {
        actorId: other.id,
        actorEmail: other.email,
        action: "person.read",
        subject: `subject-${i}`,
        ip: "10.0.0.1",
      });
    const first = await get(`/api/admin/audit?actorId=${other.id}&action=person.read&limit=2`, adminCookie);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.entries.map((e: { subject: string }) => e.subject)).toEqual(["subject-4", "subject-3"]);
    expect(page1.entries[0]).toMatchObject({
      actorId: other.id,
      actorEmail: other.email,
      action: "person.read",
      ip: "10.0.0.1",
    });
    const page2 = (
      await get(`/api/admin/audit?actorId=${other.id}&limit=2&cursor=${page1.nextCursor}`, adminCookie)
    ).json();
    expect(page2.entries.map((e: { subject: string }) => e.subject)).toEqual(["subject-2", "subject-1"]);
    const page3 = (
      await get(`/api/admin/audit?actorId=${other.id}&limit=2&cursor=${page2.nextCursor}`, adminCookie)
    ).json();
    expect(page3).toEqual({ entries: [expect.objectContaining({ subject: "subject-0" })], nextCursor: null });

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = await get(`/api/admin/audit?actorId=${other.id}&from=${encodeURIComponent(future)}`, adminCookie);
    expect(later.json()).toEqual({ entries: [], nextCursor: null });
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const period = await get(
      `/api/admin/audit?actorId=${other.id}&from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`,
      adminCookie,
    );
    expect(period.json().entries).toHaveLength(5);
    const otherAction = await get(`/api/admin/audit?actorId=${other.id}&action=person.erase`, adminCookie);
    expect(otherAction.json().entries).toEqual([]);
  });

  it("exports the filtered trail as CSV, and records that export", async () => {
    const res = await get("/api/admin/audit/export.csv?action=lead.read", adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"Time","Actor ID","Actor","API key","Action","Subject","Person","Details","IP"');
    expect(lines).toHaveLength(1 + 3);
    expect(lines[1]).toContain(`"${manager.id}","${manager.email}","","lead.read"`);
    const exports = await t.db.select().from(auditLog).where(eq(auditLog.action, "audit.export"));
    expect(exports).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        subject: "audit",
        details: { filter: { action: "lead.read" }, rows: 3 },
      }),
    ]);
  });

  it("is for admins only: 401 signed out, 403 for agents and managers", async () => {
    for (const url of ["/api/admin/audit", "/api/admin/audit/export.csv"]) {
      expect((await get(url, "")).statusCode).toBe(401);
      for (const cookie of [agentCookie, managerCookie]) expect((await get(url, cookie)).statusCode).toBe(403);
    }
  });

  it("answers 400 to bad filters", async () => {
    const action = await get("/api/admin/audit?action=lead.delete", adminCookie);
    expect(action.statusCode).toBe(400);
    expect(action.json().issues[0].path).toBe("querystring.action");
    const date = await get("/api/admin/audit?from=yesterday", adminCookie);
    expect(date.statusCode).toBe(400);
    expect(date.json().issues).toEqual([{ path: "querystring.from", message: "Invalid date" }]);
    const order = await get(
      "/api/admin/audit/export.csv?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z",
      adminCookie,
    );
    expect(order.statusCode).toBe(400);
    expect(order.json().issues).toEqual([{ path: "querystring.to", message: "The period ends before it starts" }]);
    expect((await get("/api/admin/audit?cursor=-4", adminCookie)).statusCode).toBe(400);
    expect((await get("/api/admin/audit?limit=500", adminCookie)).statusCode).toBe(400);
  });
});

describe("how the audit trail names a person (decision 032)", () => {
  it("stores and answers the masked e-mail beside the hash, never the e-mail", async () => {
    await createLead(t.db, { email: "jane.masked@gmail.com", phone: "(416) 555-0177" });
    const search = await get("/api/admin/privacy/person?email=Jane.Masked%40Gmail.com", adminCookie);
    expect(search.statusCode).toBe(200);
    const row = (await t.db.select().from(auditLog).where(eq(auditLog.action, "person.read"))).at(-1);
    expect(row?.subjectMasked).toBe("j•••@g•••.com");
    expect(row?.subject).toMatch(/^k\d+:[0-9a-f]{64}$/);
    const page = await get("/api/admin/audit?action=person.read&limit=1", adminCookie);
    expect(page.json().entries).toEqual([
      expect.objectContaining({ action: "person.read", subject: row?.subject, subjectMasked: "j•••@g•••.com" }),
    ]);
    expect(page.body).not.toContain("jane.masked");
    const csv = await get(`/api/admin/audit/export.csv?action=person.read&actorId=${admin.id}`, adminCookie);
    expect(csv.body.split("\r\n")[1]).toContain(`"person.read","${row?.subject}","j•••@g•••.com",`);
  });

  it("masks the phone when the person was searched by phone only", async () => {
    await createLead(t.db, { email: null, phone: "(514) 555-0142" });
    const search = await get("/api/admin/privacy/person?phone=514-555-0142", adminCookie);
    expect(search.statusCode).toBe(200);
    const page = await get("/api/admin/audit?action=person.read&limit=1", adminCookie);
    expect(page.json().entries[0].subjectMasked).toBe("+1•••42");
  });

  it("answers null for rows written before the masked form existed", async () => {
    await recordAudit(t.db, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: "person.export",
      subject: "a".repeat(64),
      ip: null,
    });
    const page = await get("/api/admin/audit?action=person.export", adminCookie);
    expect(page.json().entries).toEqual([expect.objectContaining({ subject: "a".repeat(64), subjectMasked: null })]);
  });
});

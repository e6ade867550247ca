import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/index";
import { csvCell } from "../../lib/csv-cell";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn, TEST_PASSWORD } from "../../test/factories";

let t: TestApp;
let adminCookie: string;
let adminId: number;
let managerCookie: string;
let agentCookie: string;
let clientCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: "admin" });
  adminId = admin.id;
  adminCookie = await signIn(t.app, admin.email);
  managerCookie = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  agentCookie = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
  clientCookie = await signIn(
    t.app,
    (await createUser(t.db, { userType: "client" })).email,
    undefined,
    "/api/client/login",
  );
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe("admin calls are closed to agents and clients", () => {
  it("answers 403 on every admin call for agents and clients", async () => {
    const adminRoutes = t.app.routeTable.filter((r) => r.url.startsWith("/api/admin"));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(12);
    for (const route of adminRoutes) {
      const url = route.url.replace(/:id/g, "1");
      for (const cookie of [agentCookie, clientCookie]) {
        const res = await call(
          route.method as "GET",
          url,
          cookie,
          route.method === "GET" || route.method === "DELETE" ? undefined : {},
        );
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});

describe("agents", () => {
  it("an admin changes a role, deactivates (sessions end at once) and resets a password", async () => {
    const agent = await createUser(t.db, { firstName: "Dee", lastName: "Activate" });
    const cookie = await signIn(t.app, agent.email);
    const role = await call("PATCH", `/api/admin/agents/${agent.id}`, adminCookie, { role: "manager" });
    expect(role.json()).toMatchObject({ role: "manager", fullName: "Dee Activate" });

    await call("PATCH", `/api/admin/agents/${agent.id}`, adminCookie, { isActive: false });
    expect((await call("GET", "/api/user", cookie)).statusCode).toBe(401);
    expect((await call("POST", "/api/login", "", { email: agent.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );

    await call("PATCH", `/api/admin/agents/${agent.id}`, adminCookie, { isActive: true });
    expect(
      (await call("POST", `/api/admin/agents/${agent.id}/reset-password`, adminCookie, { password: "brand-new-pass" }))
        .statusCode,
    ).toBe(204);
    expect((await call("POST", "/api/login", "", { email: agent.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await call("POST", "/api/login", "", { email: agent.email, password: "brand-new-pass" })).statusCode).toBe(
      200,
    );
    expect(
      (await call("POST", `/api/admin/agents/${agent.id}/reset-password`, adminCookie, { password: "123" })).statusCode,
    ).toBe(400);
  });

  it("managers may read but not change agents; an admin cannot demote themself", async () => {
    expect((await call("GET", "/api/admin/agents", managerCookie)).statusCode).toBe(200);
    expect((await call("PATCH", `/api/admin/agents/${adminId}`, managerCookie, { role: "agent" })).statusCode).toBe(
      403,
    );
    expect((await call("PATCH", `/api/admin/agents/${adminId}`, adminCookie, { isActive: false })).statusCode).toBe(
      409,
    );
    expect((await call("PATCH", "/api/admin/agents/999999", adminCookie, { role: "agent" })).statusCode).toBe(404);
    expect((await call("PATCH", `/api/admin/agents/${adminId}`, adminCookie, { password: "x" })).statusCode).toBe(400);
  });
});

describe("settings, outbox and system", () => {
  it("saves the brokerage, the lead-flow variant and the reassignment time", async () => {
    const res = await call("PUT", "/api/admin/settings", managerCookie, {
      brokerage: {
        name: "North Shore Homes",
        address: "1 Front St, Halifax, NS",
        phone: "902-555-0199",
        email: "hi@northshore.test",
      },
      leadFlowVariant: "two-step",
      poolReassignMinutes: 45,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ leadFlowVariant: "two-step", poolReassignMinutes: 45 });
    expect((await t.app.inject({ method: "GET", url: "/api/brokerage" })).json().name).toBe("North Shore Homes");
    expect((await t.app.inject({ method: "GET", url: "/api/lead-flow/config" })).json()).toEqual({
      variant: "two-step",
    });
    expect(
      (await call("PUT", "/api/admin/settings", managerCookie, { leadFlowVariant: "three-step" })).statusCode,
    ).toBe(400);
  });

  it("refuses a brokerage phone that is not a phone number, and stores a valid one formatted", async () => {
    const brokerage = { name: "North Shore Homes", address: "1 Front St, Halifax, NS", email: "hi@northshore.test" };
    const bad = await call("PUT", "/api/admin/settings", managerCookie, {
      brokerage: { ...brokerage, phone: "(416) 555-01" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: "validation_error",
      issues: [{ path: "body.brokerage.phone", message: "Please enter a valid phone number" }],
    });
    expect((await t.app.inject({ method: "GET", url: "/api/brokerage" })).json().phone).not.toBe("(416) 555-01");
    const good = await call("PUT", "/api/admin/settings", managerCookie, {
      brokerage: { ...brokerage, phone: "902.555.0199" },
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().brokerage.phone).toBe("(902) 555-0199");
    expect((await t.app.inject({ method: "GET", url: "/api/brokerage" })).json().phone).toBe("(902) 555-0199");
  });

  it("lists the outbox with errors and retries a failed e-mail", async () => {
    await t.db.insert(emailOutbox).values({
      kind: "new_lead",
      toAddress: "a@b.test",
      subject: "S",
      textBody: "T",
      status: "failed",
      attempts: 10,
      lastError: "550 mailbox unavailable",
    });
    const failed = (await call("GET", "/api/admin/outbox?status=failed", managerCookie)).json();
    expect(failed[0]).toMatchObject({ status: "failed", lastError: "550 mailbox unavailable" });
    expect((await call("POST", `/api/admin/outbox/${failed[0].id}/retry`, managerCookie, {})).statusCode).toBe(204);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, failed[0].id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    const system = (await call("GET", "/api/admin/system", managerCookie)).json();
    expect(system).toMatchObject({ aiProvider: "builtin", smtpConfigured: false, storage: "disk" });
    expect(system.outbox.pending).toBeGreaterThanOrEqual(1);
  });

  it("shows the queue's pending and failed counts and the age of the oldest pending e-mail", async () => {
    await t.db.delete(emailOutbox);
    const empty = (await call("GET", "/api/admin/system", managerCookie)).json();
    expect(empty.outbox).toEqual({ pending: 0, sent: 0, failed: 0, oldestPendingSeconds: null });
    const base = { kind: "new_lead", toAddress: "a@b.test", subject: "S", textBody: "T" };
    await t.db.insert(emailOutbox).values([
      { ...base, createdAt: new Date(Date.now() - 125_000) },
      { ...base, createdAt: new Date(Date.now() - 5_000) },
      { ...base, status: "failed", createdAt: new Date(Date.now() - 999_000) },
      { ...base, status: "sent" },
    ]);
    const { outbox } = (await call("GET", "/api/admin/system", managerCookie)).json();
    expect(outbox).toMatchObject({ pending: 2, sent: 1, failed: 1 });
    expect(outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(125);
    expect(outbox.oldestPendingSeconds).toBeLessThan(135);
  });
});

describe("CSV export", () => {
  it("quotes every cell and neutralises what a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 416")).toBe(`"'+1 416"`);
    expect(csvCell("-5")).toBe(`"'-5"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\t=1+1")).toBe(`"'\t'=1+1"`);
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
    expect(csvCell("  =1+1")).toBe(`"  '=1+1"`);
    // A separator followed by a formula character: a ;-separated locale (fr-CA) splits the cell there.
    expect(csvCell("x;=1+1")).toBe(`"x;'=1+1"`);
    expect(csvCell("x, @SUM(A1)")).toBe(`"x, '@SUM(A1)"`);
    expect(csvCell("a\t+b|-c")).toBe(`"a\t'+b|'-c"`);
    expect(csvCell("Plain, with comma")).toBe('"Plain, with comma"');
    expect(csvCell("(416) 555-0123")).toBe('"(416) 555-0123"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it("neutralises the cell of a lead named x;=1+1 in the export", async () => {
    const lead = await createLead(t.db, { fullName: "x;=1+1", city: "Semicolonville", type: "cash" });
    const res = await call("GET", "/api/admin/leads/export.csv?q=semicolonville", managerCookie);
    expect(res.statusCode).toBe(200);
    const row = res.body.split("\r\n").find((line) => line.startsWith(`"${lead.id}"`));
    expect(row).toContain(`,"x;'=1+1",`);
    expect(row).not.toContain(";=1+1");
    // Every cell of the row is quoted.
    expect(row?.match(/^("([^"]|"")*",)*"([^"]|"")*"$/)).not.toBeNull();
  });

  it("exports the current filter with a header row", async () => {
    await createLead(t.db, { fullName: "=cmd|' /C calc'!A0", city: "Exportville", type: "cash" });
    await createLead(t.db, { fullName: "Other Person", city: "Exportville", type: "realtor" });
    const res = await call("GET", "/api/admin/leads/export.csv?q=exportville&type=cash", managerCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]?.startsWith('"ID","Created","Type","Stage","Form progress","Name"')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,"'=cmd|' /C calc'!A0",`);
    expect(res.body).not.toContain("Other Person");
  });
});

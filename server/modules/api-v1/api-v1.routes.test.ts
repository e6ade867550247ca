import type { AddressInfo } from "node:net";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys, auditLog, emailOutbox, leadHistory, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { openEventStream } from "../../test/event-stream";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let adminCookie: string;
let agentCookie: string;
let readKey: string;
let readKeyId: number;
let writeKey: string;
let writeKeyId: number;
/** Write without read (decision 016): it may change leads, never see them. */
let writeOnlyKey: string;
let writeOnlyKeyId: number;
let base: string;

async function createKey(name: string, scopes: string[]) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/api-keys",
    headers: { ...sameOrigin, cookie: adminCookie },
    payload: { name, scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; key: string; prefix: string; name: string; scopes: string[] };
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  const agent = await createUser(t.db, { role: "agent" });
  agentCookie = await signIn(t.app, agent.email);
  ({ key: readKey, id: readKeyId } = await createKey("Dialer (read)", ["leads:read"]));
  ({ key: writeKey, id: writeKeyId } = await createKey("Zillow import", ["leads:read", "leads:write"]));
  ({ key: writeOnlyKey, id: writeOnlyKeyId } = await createKey("Ad forms (write only)", ["leads:write"]));
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const apiGet = (url: string, key = readKey) => t.app.inject({ method: "GET", url, headers: bearer(key) });
const apiSend = (method: "POST" | "PATCH", url: string, payload: object, key = writeKey, headers = {}) =>
  t.app.inject({ method, url, headers: { ...bearer(key), ...headers }, payload });

function newApiLead(overrides: Record<string, unknown> = {}) {
  const tag = newLeadId().slice(5);
  return {
    type: "realtor",
    fullName: "Robin Portal",
    email: `robin.${tag}@example.test`,
    phone: "416-555-0177",
    city: "Hamilton",
    province: "ON",
    source: "zillow",
    consent: { basis: "express", obtainedAt: "2026-11-20T15:04:05Z", textVersion: "zillow-2026-03" },
    ...overrides,
  };
}

describe("API keys", () => {
  it("are shown once and stored hashed; admins see name, scopes and last use", async () => {
    const created = await createKey("Shown once", ["leads:read"]);
    expect(created.key).toMatch(/^spk_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await t.app.inject({ method: "GET", url: "/api/admin/api-keys", headers: { cookie: adminCookie } });
    expect(list.body).not.toContain(created.key);
    expect(list.json().find((k: { id: number }) => k.id === created.id)).toMatchObject({
      name: "Shown once",
      scopes: ["leads:read"],
      lastUsedAt: null,
      revokedAt: null,
    });
    expect((await apiGet("/api/v1/leads", created.key)).statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/admin/api-keys", headers: { cookie: adminCookie } });
    expect(after.json().find((k: { id: number }) => k.id === created.id).lastUsedAt).not.toBeNull();
  });

  it("are managed by admins only, with clear 400s", async () => {
    const asAgent = await t.app.inject({
      method: "POST",
      url: "/api/admin/api-keys",
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: { name: "x", scopes: ["leads:read"] },
    });
    expect(asAgent.statusCode).toBe(403);
    const noScope = await t.app.inject({
      method: "POST",
      url: "/api/admin/api-keys",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { name: "x", scopes: [] },
    });
    expect(noScope.statusCode).toBe(400);
    expect(noScope.json().issues).toEqual([{ path: "body.scopes", message: "Choose at least one scope" }]);
    const badScope = await t.app.inject({
      method: "POST",
      url: "/api/admin/api-keys",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { name: "x", scopes: ["admin"] },
    });
    expect(badScope.statusCode).toBe(400);
  });

  it("a leads:read key reads but cannot write (403)", async () => {
    const lead = await createLead(t.db, { fullName: "Readable Lead" });
    const one = await apiGet(`/api/v1/leads/${lead.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: lead.id, fullName: "Readable Lead" });
    const post = await apiSend("POST", "/api/v1/leads", newApiLead(), readKey);
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({
      message: "This API key does not have the leads:write scope.",
      code: "forbidden",
      reason: "api_key_scope_missing",
      params: { scope: "leads:write" },
    });
    const patch = await apiSend("PATCH", `/api/v1/leads/${lead.id}`, { city: "Nowhere" }, readKey);
    expect(patch.statusCode).toBe(403);
    const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored?.city).toBe("Toronto");
  });

  it("a revoked key gets 401", async () => {
    const key = await createKey("To revoke", ["leads:read"]);
    expect((await apiGet("/api/v1/leads", key.key)).statusCode).toBe(200);
    const revoked = await t.app.inject({
      method: "POST",
      url: `/api/admin/api-keys/${key.id}/revoke`,
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const res = await apiGet("/api/v1/leads", key.key);
    expect(res.statusCode).toBe(401);
    expect(res.headers["www-authenticate"]).toBe('Bearer realm="api"');
    expect(res.json()).toEqual({
      message: "A valid API key is required: send it as Authorization: Bearer <key>.",
      code: "unauthorized",
      reason: "api_key_required",
      params: {},
    });
  });

  it("no key, a made-up key or a session cookie gets 401 on /api/v1", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/v1/leads" })).statusCode).toBe(401);
    expect((await apiGet("/api/v1/leads", `spk_${"A".repeat(43)}`)).statusCode).toBe(401);
    const withSession = await t.app.inject({ method: "GET", url: "/api/v1/leads", headers: { cookie: adminCookie } });
    expect(withSession.statusCode).toBe(401);
  });

  it("a key cannot call a staff route", async () => {
    const lead = await createLead(t.db);
    for (const [method, url, payload] of [
      ["GET", "/api/leads", undefined],
      ["GET", `/api/leads/${lead.id}`, undefined],
      ["GET", "/api/admin/api-keys", undefined],
      ["POST", "/api/notes", { leadId: lead.id, content: "from a key" }],
      ["PATCH", `/api/leads/${lead.id}`, { city: "Keyville" }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(writeKey), ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("CSRF still guards session calls, and does not apply to bearer calls", async () => {
    const lead = await createLead(t.db);
    const crossSite = await t.app.inject({
      method: "PATCH",
      url: `/api/leads/${lead.id}`,
      headers: { origin: "https://evil.example", cookie: agentCookie },
      payload: { city: "Forged" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe("csrf_origin");
    const bearerCall = await apiSend("PATCH", `/api/v1/leads/${lead.id}`, { city: "Sudbury" }, writeKey, {
      origin: "https://zapier.example",
    });
    expect(bearerCall.statusCode).toBe(200);
    expect(bearerCall.json().city).toBe("Sudbury");
  });
});

describe("GET /api/v1/leads", () => {
  it("filters and pages by keyset like the staff list", async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createLead(t.db, { fullName: `Pagewalk Person ${i}`, type: "cash" }));
    const first = await apiGet("/api/v1/leads?q=pagewalk&type=cash&limit=2");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-total-count"]).toBe("3");
    expect(first.json().map((l: { id: string }) => l.id)).toEqual([made[2]?.id, made[1]?.id]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] as string;
    expect(next).toMatch(/^\/api\/v1\/leads\?q=pagewalk&type=cash&limit=2&cursor=/);
    const second = await apiGet(next);
    expect(second.json().map((l: { id: string }) => l.id)).toEqual([made[0]?.id]);
    expect(second.headers.link).toBeUndefined();
    expect((await apiGet("/api/v1/leads?limit=500")).statusCode).toBe(400);
    expect((await apiGet("/api/v1/leads?cursor=bm9wZQ")).statusCode).toBe(400);
    expect((await apiGet(`/api/v1/leads/${newLeadId()}`)).statusCode).toBe(404);
    expect((await apiGet("/api/v1/leads/not-a-lead")).statusCode).toBe(400);
  });

  it("puts every read on the audit trail under the key's name: one row per lead opened, one per page listed", async () => {
    const auditRows = async (action: "lead.read" | "leads.read") =>
      (await t.db.select().from(auditLog).where(eq(auditLog.action, action))).filter((r) => r.apiKeyId === readKeyId);
    const lead = await createLead(t.db, { fullName: "Audited Apiread" });
    const before = (await auditRows("lead.read")).length;
    const pagesBefore = (await auditRows("leads.read")).length;
    expect((await apiGet(`/api/v1/leads/${lead.id}`)).statusCode).toBe(200);
    expect((await apiGet(`/api/v1/leads/${newLeadId()}`)).statusCode).toBe(404);
    const reads = await auditRows("lead.read");
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)).toMatchObject({
      actorId: null,
      actorEmail: null,
      apiKeyId: readKeyId,
      apiKeyName: "Dialer (read)",
      subject: lead.id,
      ip: "127.0.0.1",
    });

    const second = await createLead(t.db, { fullName: "Audited Apiread Two" });
    const listed = await apiGet("/api/v1/leads?q=audited%20apiread&limit=1");
    expect(listed.json().map((l: { id: string }) => l.id)).toEqual([second.id]);
    const next = /<([^>]+)>; rel="next"/.exec(String(listed.headers.link))?.[1] as string;
    expect((await apiGet(next)).json().map((l: { id: string }) => l.id)).toEqual([lead.id]);
    expect((await apiGet("/api/v1/leads?q=nobody%20has%20this%20name")).json()).toEqual([]);
    const pages = (await auditRows("leads.read")).slice(pagesBefore);
    expect(pages.map((r) => [r.subject, r.apiKeyName, r.details])).toEqual([
      [
        "leads",
        "Dialer (read)",
        { rows: 1, leadIds: [second.id], type: null, view: "active", searched: true, firstPage: true },
      ],
      [
        "leads",
        "Dialer (read)",
        { rows: 1, leadIds: [lead.id], type: null, view: "active", searched: true, firstPage: false },
      ],
    ]);
    expect(JSON.stringify(pages)).not.toContain("apiread");

    // The admin's audit screen names the key as the actor; its CSV has the key's column.
    const trail = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit?action=leads.read",
      headers: { ...sameOrigin, cookie: adminCookie },
    });
    expect(trail.statusCode).toBe(200);
    expect(trail.json().entries[0]).toMatchObject({
      actorEmail: null,
      apiKeyId: readKeyId,
      apiKeyName: "Dialer (read)",
    });
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit/export.csv?action=leads.read",
      headers: { ...sameOrigin, cookie: adminCookie },
    });
    expect(csv.body).toContain(`"","","Dialer (read)","leads.read","leads"`);
  });
});

describe("POST /api/v1/leads", () => {
  /** Opens the staff live stream (what the agent dashboard listens to) and collects its events. */
  it("creates a final lead that the agent dashboard hears live, alerts staff, and a repeat with the same Idempotency-Key does not duplicate", async () => {
    const stream = openEventStream(base, agentCookie);
    await expect.poll(() => stream.status(), { timeout: 2000 }).toBe(200);
    const body = newApiLead();
    const res = await apiSend("POST", "/api/v1/leads", body, writeKey, { "idempotency-key": "zillow-123" });
    expect(res.statusCode, res.body).toBe(201);
    const lead = res.json();
    expect(lead).toMatchObject({
      fullName: "Robin Portal",
      email: body.email,
      type: "realtor",
      status: "Contacted",
      source: "zillow",
      consentAt: "2026-11-20T15:04:05.000Z",
    });
    expect(res.headers.location).toBe(`/api/v1/leads/${lead.id}`);
    await expect.poll(() => stream.events, { timeout: 2000 }).toContainEqual({ type: "lead", leadId: lead.id });
    stream.close();

    // Staff read it like any lead, and get the new-lead alert.
    const staff = await t.app.inject({ method: "GET", url: `/api/leads/${lead.id}`, headers: { cookie: agentCookie } });
    expect(staff.json()).toMatchObject({ id: lead.id, fullName: "Robin Portal" });
    const alerts = () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.leadId, lead.id), eq(emailOutbox.kind, "new_lead")));
    const firstAlerts = (await alerts()).length;
    expect(firstAlerts).toBeGreaterThanOrEqual(1);

    const again = await apiSend("POST", "/api/v1/leads", body, writeKey, { "idempotency-key": "zillow-123" });
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json().id).toBe(lead.id);
    const stored = await t.db.select().from(leads).where(eq(leads.email, body.email));
    expect(stored).toHaveLength(1);
    expect((await alerts()).length).toBe(firstAlerts);

    const reused = await apiSend("POST", "/api/v1/leads", { ...body, fullName: "Someone Else" }, writeKey, {
      "idempotency-key": "zillow-123",
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("idempotency_key_reused");
  });

  it("answers concurrent repeats of one Idempotency-Key with one lead", async () => {
    const body = newApiLead();
    const answers = await Promise.all(
      [1, 2, 3].map(() => apiSend("POST", "/api/v1/leads", body, writeKey, { "idempotency-key": "race-1" })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await t.db.select().from(leads).where(eq(leads.email, body.email))).toHaveLength(1);
  });

  it("does not duplicate a lead sent again with its own id, and refuses an id it did not create", async () => {
    const id = newLeadId();
    const body = newApiLead({ id });
    expect((await apiSend("POST", "/api/v1/leads", body)).statusCode).toBe(201);
    const again = await apiSend("POST", "/api/v1/leads", body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
    expect(again.headers.location).toBe(`/api/v1/leads/${id}`);
    expect(await t.db.select().from(leads).where(like(leads.id, id))).toHaveLength(1);
    const web = await createLead(t.db);
    const clash = await apiSend("POST", "/api/v1/leads", newApiLead({ id: web.id }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: "A lead with this id already exists.",
      code: "conflict",
      reason: "lead_id_taken",
      params: {},
    });
  });

  it("answers a replayed create only to the key that made it: another key gets 409 and nothing of the lead", async () => {
    const other = await createKey("Another integration", ["leads:read", "leads:write"]);
    const id = newLeadId();
    const body = newApiLead({ id, fullName: "Replay Victim" });
    const made = await apiSend("POST", "/api/v1/leads", body);
    expect(made.statusCode).toBe(201);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.createdByApiKeyId).toBe(writeKeyId);

    // Another key, with the body it guessed or the bare id, with or without an Idempotency-Key.
    for (const [payload, headers] of [
      [body, {}],
      [newApiLead({ id }), {}],
      [body, { "idempotency-key": "replay-by-other" }],
    ] as const) {
      const stolen = await apiSend("POST", "/api/v1/leads", payload, other.key, headers);
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json()).toEqual({
        message: "A lead with this id already exists.",
        code: "conflict",
        reason: "lead_id_taken",
        params: {},
      });
      expect(stolen.headers.location).toBeUndefined();
      expect(stolen.body).not.toContain("Replay Victim");
    }
    // A write-only key cannot fish with ids either.
    const fishing = await apiSend("POST", "/api/v1/leads", body, writeOnlyKey);
    expect(fishing.statusCode).toBe(409);
    expect(fishing.json()).toEqual({
      message: "A lead with this id already exists.",
      code: "conflict",
      reason: "lead_id_taken",
      params: {},
    });

    // The creating key still gets its lead back, and nothing was duplicated or changed.
    const mine = await apiSend("POST", "/api/v1/leads", body);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["idempotent-replayed"]).toBe("true");
    expect(mine.json()).toMatchObject({ id, fullName: "Replay Victim", email: body.email });
    expect(await t.db.select().from(leads).where(eq(leads.id, id))).toHaveLength(1);
  });

  it("answers a write-only key with the id, the status and a Location, never the lead's personal data", async () => {
    const id = newLeadId();
    const body = newApiLead({ id, address: "9 Hidden Lane" });
    const made = await apiSend("POST", "/api/v1/leads", body, writeOnlyKey);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({ id, status: "Contacted" });
    expect(made.headers.location).toBe(`/api/v1/leads/${id}`);
    const again = await apiSend("POST", "/api/v1/leads", body, writeOnlyKey);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id, status: "Contacted" });
    expect(again.headers.location).toBe(`/api/v1/leads/${id}`);
    // Staff see the whole lead: it was stored, only the answer is short.
    const [row] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({
      fullName: "Robin Portal",
      address: "9 Hidden Lane",
      createdByApiKeyId: writeOnlyKeyId,
    });
  });

  it("puts every create and its replays on the audit trail with the key as actor", async () => {
    const creates = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.action, "lead.create"))).filter(
        (r) => r.apiKeyId === writeOnlyKeyId,
      );
    const before = (await creates()).length;
    const id = newLeadId();
    const body = newApiLead({ id, fullName: "Audited Apicreate" });
    expect((await apiSend("POST", "/api/v1/leads", body, writeOnlyKey)).statusCode).toBe(201);
    expect((await apiSend("POST", "/api/v1/leads", body, writeOnlyKey)).statusCode).toBe(200);
    const rows = (await creates()).slice(before);
    expect(rows.map((r) => [r.actorId, r.actorEmail, r.apiKeyName, r.subject, r.details, r.ip])).toEqual([
      [null, null, "Ad forms (write only)", id, { replayed: false }, "127.0.0.1"],
      [null, null, "Ad forms (write only)", id, { replayed: true }, "127.0.0.1"],
    ]);
    expect(JSON.stringify(rows)).not.toContain("Apicreate");
  });

  it("keeps implied consent apart from express consent", async () => {
    const res = await apiSend("POST", "/api/v1/leads", newApiLead({ consent: { basis: "implied" } }));
    expect(res.statusCode).toBe(201);
    expect(res.json().consentAt).toBeNull();
    const [row] = await t.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row?.consentTextVersion).toBe("api:implied");
  });

  it("refuses a lead without consent basis, source or a way to reach the seller", async () => {
    const { consent: _c, ...noConsent } = newApiLead();
    const a = await apiSend("POST", "/api/v1/leads", noConsent);
    expect(a.statusCode).toBe(400);
    expect(a.json().issues[0].path).toBe("body.consent");
    const b = await apiSend("POST", "/api/v1/leads", newApiLead({ email: undefined, phone: undefined }));
    expect(b.statusCode).toBe(400);
    expect(b.json().issues).toEqual([{ path: "body.email", message: "Give an email or a phone number" }]);
    const c = await apiSend("POST", "/api/v1/leads", newApiLead({ source: "" }));
    expect(c.statusCode).toBe(400);
    const d = await apiSend("POST", "/api/v1/leads", newApiLead(), writeKey, { "idempotency-key": "has space" });
    expect(d.statusCode).toBe(400);
  });

  it("refuses a phone or postal code that is not one, or a postal code of another province, with its message", async () => {
    const before = await t.db.$count(leads);
    const cases: [Record<string, unknown>, { path: string; message: string }][] = [
      [{ phone: "(416) 555-01" }, { path: "body.phone", message: "Please enter a valid phone number" }],
      [{ postalCode: "123" }, { path: "body.postalCode", message: "Please enter a valid postal code" }],
      [
        { province: "ON", postalCode: "H2X 1Y4" },
        { path: "body.postalCode", message: "Please enter a postal code in the province you chose" },
      ],
    ];
    for (const [overrides, issue] of cases) {
      const res = await apiSend("POST", "/api/v1/leads", newApiLead(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_error", issues: [issue] });
    }
    expect(await t.db.$count(leads)).toBe(before);
  });

  it("stores a valid phone and postal code formatted", async () => {
    const res = await apiSend(
      "POST",
      "/api/v1/leads",
      newApiLead({ phone: "4165550177", province: "QC", postalCode: "h2x1y4" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ phone: "(416) 555-0177", postalCode: "H2X 1Y4" });
    const [row] = await t.db.select().from(leads).where(eq(leads.id, res.json().id));
    expect(row).toMatchObject({ phone: "(416) 555-0177", phoneE164: "+14165550177", postalCode: "H2X 1Y4" });
  });
});

describe("PATCH /api/v1/leads/{id}", () => {
  it("edits like staff do, with history naming the key", async () => {
    const lead = await createLead(t.db);
    const res = await apiSend("PATCH", `/api/v1/leads/${lead.id}`, { status: "Qualified Lead", comments: "Booked" });
    expect(res.statusCode).toBe(200);
    // A key that also reads gets the whole lead back.
    expect(res.json()).toMatchObject({
      id: lead.id,
      status: "Qualified Lead",
      comments: "Booked",
      fullName: lead.fullName,
      email: lead.email,
      phone: lead.phone,
      address: lead.address,
    });
    expect(res.headers.location).toBe(`/api/v1/leads/${lead.id}`);
    const history = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(history.map((h) => [h.fieldName, h.userId, h.notes]).sort()).toEqual([
      ["comments", null, 'Changed through the API key "Zillow import"'],
      ["status", null, 'Changed through the API key "Zillow import"'],
    ]);
    expect((await apiSend("PATCH", `/api/v1/leads/${lead.id}`, { ownerKeyHash: "x" })).statusCode).toBe(400);
    expect((await apiSend("PATCH", `/api/v1/leads/${newLeadId()}`, { city: "X" })).statusCode).toBe(404);
  });

  it("refuses a bad phone or postal code with its message and stores good ones formatted", async () => {
    const lead = await createLead(t.db);
    const badPhone = await apiSend("PATCH", `/api/v1/leads/${lead.id}`, { phone: "(416) 555-01" });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().issues).toEqual([{ path: "body.phone", message: "Please enter a valid phone number" }]);
    const badPostal = await apiSend("PATCH", `/api/v1/leads/${lead.id}`, { postalCode: "123" });
    expect(badPostal.statusCode).toBe(400);
    expect(badPostal.json().issues).toEqual([{ path: "body.postalCode", message: "Please enter a valid postal code" }]);
    const good = await apiSend("PATCH", `/api/v1/leads/${lead.id}`, {
      phone: "514 555 0199",
      province: "QC",
      postalCode: "h3b 2y5",
    });
    expect(good.statusCode, good.body).toBe(200);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row).toMatchObject({ phone: "(514) 555-0199", phoneE164: "+15145550199", postalCode: "H3B 2Y5" });
  });
});

describe("PATCH /api/v1/leads/{id} with a write-only key", () => {
  it("changes the lead but answers only its id, status and Location: no name, e-mail, phone or address", async () => {
    const lead = await createLead(t.db, { fullName: "Hidden Seller", address: "4 Quiet Road" });
    expect((await apiGet(`/api/v1/leads/${lead.id}`, writeOnlyKey)).statusCode).toBe(403);
    const probe = await apiSend("PATCH", `/api/v1/leads/${lead.id}`, {}, writeOnlyKey);
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({ id: lead.id, status: lead.status });
    expect(probe.headers.location).toBe(`/api/v1/leads/${lead.id}`);
    for (const secret of ["Hidden Seller", "4 Quiet Road", lead.email, lead.phone] as string[])
      expect(probe.body).not.toContain(secret);

    const edit = await apiSend("PATCH", `/api/v1/leads/${lead.id}`, { status: "Qualified Lead" }, writeOnlyKey);
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toEqual({ id: lead.id, status: "Qualified Lead" });
    const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored?.status).toBe("Qualified Lead");
  });

  it("puts every change on the audit trail with the key as actor, naming the fields sent, not their values", async () => {
    const lead = await createLead(t.db);
    const updates = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.action, "lead.update"))).filter(
        (r) => r.subject === lead.id,
      );
    expect((await apiSend("PATCH", `/api/v1/leads/${lead.id}`, {}, writeOnlyKey)).statusCode).toBe(200);
    const changed = await apiSend("PATCH", `/api/v1/leads/${lead.id}`, { comments: "Secret words", city: "Barrie" });
    expect(changed.statusCode).toBe(200);
    expect((await apiSend("PATCH", `/api/v1/leads/${newLeadId()}`, {}, writeOnlyKey)).statusCode).toBe(404);
    const rows = await updates();
    expect(rows.map((r) => [r.actorId, r.actorEmail, r.apiKeyId, r.apiKeyName, r.details, r.ip])).toEqual([
      [null, null, writeOnlyKeyId, "Ad forms (write only)", { fields: [] }, "127.0.0.1"],
      [null, null, writeKeyId, "Zillow import", { fields: ["city", "comments"] }, "127.0.0.1"],
    ]);
    expect(JSON.stringify(rows)).not.toContain("Secret words");
  });
});

describe("rate limit", () => {
  it("limits each key per minute in the shared store", async () => {
    const limited = await buildTestApp({ RATE_LIMIT_API_PER_MINUTE: "3" });
    try {
      const admin = await createUser(limited.db, { role: "admin" });
      const cookie = await signIn(limited.app, admin.email);
      const make = async () =>
        (
          await limited.app.inject({
            method: "POST",
            url: "/api/admin/api-keys",
            headers: { ...sameOrigin, cookie },
            payload: { name: "k", scopes: ["leads:read"] },
          })
        ).json().key as string;
      const [a, b] = [await make(), await make()];
      const call = (key: string) => limited.app.inject({ method: "GET", url: "/api/v1/leads", headers: bearer(key) });
      for (let i = 0; i < 3; i++) expect((await call(a)).statusCode).toBe(200);
      const over = await call(a);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe("rate_limited");
      // Another key has its own allowance.
      expect((await call(b)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

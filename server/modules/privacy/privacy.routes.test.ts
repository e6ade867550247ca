import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assistantConversations,
  assistantTurns,
  auditLog,
  clientActivity,
  clientChecklist,
  consentEvents,
  emailOutbox,
  leadContacts,
  leadHistory,
  leadMerges,
  leads,
  messages,
  sellersGuides,
  suppressions,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { postgresUrl, testDriver } from "../../test/test-database";
import { emailHash, phoneHash } from "./person-hash";

let t: TestApp;
let adminCookie: string;
let admin: Awaited<ReturnType<typeof createUser>>;
let managerCookie: string;
let agentCookie: string;

/** The fixture person: every value is rare enough that finding it anywhere after the erase is a leak. */
const person = {
  fullName: "Zebulon Quillfeather",
  email: "zeb.quillfeather@example.test",
  phone: "(514) 555-0177",
  e164: "+15145550177",
  digits: "5145550177",
  address: "4321 Brackenridge Lane",
  postalCode: "H2X 9Z9",
};
/** Somebody else, who must appear in no export of the fixture and survive its erase untouched. */
const other = {
  fullName: "Ottoline Marchbanks",
  email: "ottoline.marchbanks@example.test",
  phone: "(604) 555-0144",
  address: "88 Wexcombe Road",
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  managerCookie = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  agentCookie = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "PATCH", url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Makes one row of the fixture person in every table that can hold something about them. */
async function seedPerson() {
  const agent = await createUser(t.db, { role: "agent" });
  const leadA = await createLead(t.db, {
    fullName: person.fullName,
    email: person.email,
    phone: person.phone,
    address: person.address,
    unit: "7",
    city: "Montréal",
    province: "QC",
    postalCode: person.postalCode,
    comments: `Call ${person.fullName} after 5`,
    movingReason: "Downsizing",
    movingLocation: "Near Brackenridge",
    formData: [{ fullName: person.fullName, email: person.email, phone: person.phone, address: person.address }],
    utm: { source: "newsletter", campaign: "quillfeather" },
    consentAt: new Date(),
    consentIp: "203.0.113.77",
    agentId: agent.id,
  });
  // A second lead of the same person, e-mail typed differently, and a third merged into the first.
  const leadB = await createLead(t.db, {
    fullName: "Zeb Q.",
    email: `  ${person.email.toUpperCase()} `,
    phone: null,
    phoneE164: null,
    address: person.address,
  });
  const leadC = await createLead(t.db, {
    fullName: person.fullName,
    email: null,
    phone: person.phone,
    ownerKeyHash: "c".repeat(64),
  });
  const merge = await call("POST", `/api/leads/${leadA.id}/merge`, adminCookie, { otherId: leadC.id });
  expect(merge.statusCode).toBe(200);

  expect(
    (
      await call("POST", "/api/notes", adminCookie, {
        leadId: leadA.id,
        content: `${person.fullName} wants to list in spring`,
      })
    ).statusCode,
  ).toBe(201);
  expect(
    (
      await call("POST", "/api/reminders", adminCookie, {
        leadId: leadA.id,
        title: `Call ${person.fullName} at ${person.phone}`,
        dueDate: "2030-01-01T15:00:00.000Z",
      })
    ).statusCode,
  ).toBe(201);
  // An edit leaves old and new values in the history.
  const edit = await call("PATCH", `/api/leads/${leadA.id}`, adminCookie, { address: `${person.address}, rear` });
  expect(edit.statusCode).toBe(200);
  await t.db.insert(leadContacts).values({
    leadId: leadA.id,
    userId: agent.id,
    channel: "call",
    outcome: "reached",
    notes: `Spoke with ${person.fullName}`,
  });
  // Decision 062: the assistant's copy of the seller's words, its reply and its memory of the answers.
  await t.db.insert(assistantTurns).values({
    leadId: leadA.id,
    channel: "text",
    body: `I'm ${person.fullName}, at ${person.address}`,
    status: "replied",
    reply: `Thanks ${person.fullName}`,
    brain: "built-in",
    tools: ["record_timeline"],
    fieldsRead: ["locale"],
  });
  await t.db.insert(assistantConversations).values({
    leadId: leadA.id,
    state: {
      greeted: true,
      step: "motivation",
      answers: { timeline: `Spring, ask ${person.fullName}` },
      handedOff: null,
    },
  });
  await t.db.insert(sellersGuides).values({
    token: `guide-${leadA.id}`,
    leadId: leadA.id,
    topic: "selling",
    content: {
      title: `A guide for ${person.fullName}`,
      introduction: `Selling ${person.address}`,
      sections: [{ title: "Price", content: "..." }],
      conclusion: "Good luck",
    },
    responses: [{ questionId: "address", answer: person.address }],
  });
  const client = await createUser(t.db, {
    userType: "client",
    email: person.email,
    fullName: person.fullName,
    phone: person.phone,
    leadId: leadA.id,
    agentId: agent.id,
  });
  await signIn(t.app, person.email, undefined, "/api/client/login");
  await t.db.insert(messages).values([
    { clientId: client.id, senderId: client.id, content: `Hello, this is ${person.fullName}` },
    { clientId: client.id, senderId: agent.id, content: `Hi ${person.fullName}, about ${person.address}` },
  ]);
  await t.db.insert(clientChecklist).values({ clientId: client.id, taskId: "declutter", completed: true });
  await t.db.insert(clientActivity).values({
    clientId: client.id,
    activity: `${person.fullName} updated the phone to ${person.phone}`,
    actor: "client",
  });
  await t.db.insert(emailOutbox).values([
    {
      kind: "guide",
      toAddress: person.email,
      subject: `Your guide, ${person.fullName}`,
      textBody: `Dear ${person.fullName}, your guide for ${person.address}`,
      htmlBody: `<p>Dear ${person.fullName}</p>`,
      leadId: leadA.id,
      status: "pending",
    },
    {
      kind: "staff-alert",
      toAddress: agent.email,
      subject: `New lead: ${person.fullName}`,
      textBody: `${person.fullName}, ${person.email}, ${person.phone}`,
      leadId: leadA.id,
      status: "sent",
    },
  ]);
  const [endpoint] = await t.db
    .insert(webhookEndpoints)
    .values({ url: "https://hooks.example.test/in", events: ["lead.created"], secret: "whsec_test" })
    .returning();
  await t.db.insert(webhookDeliveries).values({
    endpointId: endpoint?.id as number,
    messageId: `msg_${leadA.id}`,
    eventType: "lead.created",
    payload: { data: { id: leadA.id, fullName: person.fullName, email: person.email, phone: person.phone } },
    leadId: leadA.id,
  });
  await t.db.insert(consentEvents).values({
    leadId: leadA.id,
    emailHash: emailHash(person.email),
    phoneHash: phoneHash(person.phone),
    action: "given",
    basis: "express",
    purpose: "marketing",
    channel: "web",
    ip: "203.0.113.77",
  });
  return { leadA, leadB, leadC, client };
}

async function seedOther() {
  const lead = await createLead(t.db, {
    fullName: other.fullName,
    email: other.email,
    phone: other.phone,
    address: other.address,
  });
  await call("POST", "/api/notes", adminCookie, { leadId: lead.id, content: `${other.fullName}` });
  await t.db.insert(emailOutbox).values({
    kind: "guide",
    toAddress: other.email,
    subject: "Your guide",
    textBody: `Dear ${other.fullName}`,
    leadId: lead.id,
  });
  return lead;
}

/** Every place a value of the fixture is held in clear, as `table.column` (PGlite: every text-like column). */
async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function findInTables(needles: string[]): Promise<string[]> {
  const columns = await rows<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select c.table_schema, c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where tb.table_type = 'BASE TABLE' and c.table_schema not in ('pg_catalog', 'information_schema')
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'character')`);
  const found: string[] = [];
  for (const c of columns) {
    const column = sql.raw(`"${c.column_name}"::text`);
    const table = sql.raw(`"${c.table_schema}"."${c.table_name}"`);
    for (const needle of needles) {
      const hit = await rows<{ n: number }>(
        sql`select count(*)::int as n from ${table} where lower(${column}) like ${`%${needle.toLowerCase()}%`}`,
      );
      if ((hit[0]?.n ?? 0) > 0) found.push(`${c.table_name}.${c.column_name}: ${needle}`);
    }
  }
  return found;
}

/** PostgreSQL: a real `pg_dump --data-only` of this test's own database (each test file gets a fresh one). */
async function findInDump(needles: string[]): Promise<string[]> {
  const current = await rows<{ name: string }>(sql`select current_database() as name`);
  const { stdout } = await promisify(execFile)(
    "pg_dump",
    ["--data-only", "--no-owner", postgresUrl(current[0]?.name)],
    {
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const dump = stdout.toLowerCase();
  expect(dump).toContain("copy public.leads");
  return needles.filter((n) => dump.includes(n.toLowerCase()));
}

describe("person view, export and erase", () => {
  let fixture: Awaited<ReturnType<typeof seedPerson>>;
  let otherLead: Awaited<ReturnType<typeof seedOther>>;
  const needles = [
    person.fullName,
    "quillfeather",
    person.email,
    person.phone,
    person.e164,
    person.digits,
    person.address,
    "brackenridge",
    person.postalCode,
  ];

  beforeAll(async () => {
    fixture = await seedPerson();
    otherLead = await seedOther();
  });

  it("finds the person by e-mail (folded) and shows every record held, and nothing of anyone else", async () => {
    const res = await call(
      "GET",
      `/api/admin/privacy/person?email=${encodeURIComponent(" Zeb.QuillFeather@Example.test ")}`,
      adminCookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ format: "seller-portal/person-export", version: 1 });
    expect(body.leads.map((l: { id: string }) => l.id).sort()).toEqual([fixture.leadA.id, fixture.leadB.id].sort());
    expect(body.mergedLeads).toEqual([
      expect.objectContaining({ mergedId: fixture.leadC.id, intoId: fixture.leadA.id }),
    ]);
    expect(body.notes).toEqual([expect.objectContaining({ content: `${person.fullName} wants to list in spring` })]);
    expect(body.reminders).toEqual([expect.objectContaining({ title: `Call ${person.fullName} at ${person.phone}` })]);
    expect(body.history.map((h: { changeType: string }) => h.changeType)).toEqual(
      expect.arrayContaining(["merge", "note_add", "reminder_add", "edit"]),
    );
    expect(body.contacts).toEqual([expect.objectContaining({ notes: `Spoke with ${person.fullName}` })]);
    expect(body.sellersGuides).toEqual([expect.objectContaining({ token: `guide-${fixture.leadA.id}` })]);
    expect(body.clientAccounts).toEqual([expect.objectContaining({ id: fixture.client.id, email: person.email })]);
    expect(body.clientAccounts[0]).not.toHaveProperty("passwordHash");
    expect(body.clientSessions).toHaveLength(1);
    expect(body.messages).toHaveLength(2);
    expect(body.clientChecklist).toEqual([expect.objectContaining({ taskId: "declutter", completed: true })]);
    // Ours, and the one the client's sign-in wrote.
    expect(body.clientActivity).toContainEqual(
      expect.objectContaining({ activity: `${person.fullName} updated the phone to ${person.phone}` }),
    );
    expect(body.emails.map((e: { kind: string }) => e.kind).sort()).toEqual(["guide", "staff-alert"]);
    expect(body.webhookDeliveries).toHaveLength(1);
    expect(body.consentEvents).toEqual([expect.objectContaining({ purpose: "marketing", leadId: fixture.leadA.id })]);
    expect(body.leads[0]).not.toHaveProperty("ownerKeyHash");

    const text = JSON.stringify(body);
    for (const leak of [other.fullName, other.email, other.address, otherLead.id]) expect(text).not.toContain(leak);
  });

  it("finds the same person by phone in any format, with the lead merged into theirs", async () => {
    const res = await call(
      "GET",
      `/api/admin/privacy/person?phone=${encodeURIComponent("+1 514-555-0177")}`,
      adminCookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().leads.map((l: { id: string }) => l.id)).toEqual([fixture.leadA.id]);
    expect(res.json().clientAccounts).toHaveLength(1);
  });

  it("exports one JSON file, and audits the read and the export", async () => {
    const res = await call(
      "GET",
      `/api/admin/privacy/person/export?email=${encodeURIComponent(person.email)}`,
      adminCookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="person-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = JSON.parse(res.body);
    expect(file.version).toBe(1);
    expect(file.leads).toHaveLength(2);
    expect(file.notes).toHaveLength(1);
    expect(res.body).not.toContain(other.email);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, emailHash(person.email) as string), eq(auditLog.actorId, admin.id)));
    expect(audit.filter((r) => r.action === "person.export")).toHaveLength(1);
    // The e-mail search earlier; the phone search has the phone's hash as its subject.
    expect(audit.filter((r) => r.action === "person.read")).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(person.email);
  });

  it("answers 404 for an export of nobody", async () => {
    const res = await call("GET", "/api/admin/privacy/person/export?email=nobody.here%40example.test", adminCookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: "No one was found with this e-mail or phone number",
      code: "not_found",
      reason: "person_not_found",
      params: {},
    });
  });

  it("refuses an erase whose typed e-mail does not match, changing nothing", async () => {
    const res = await call("POST", "/api/admin/privacy/person/erase", adminCookie, {
      email: person.email,
      confirmEmail: other.email,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "The e-mail you typed is not this person's e-mail",
      code: "validation_error",
      issues: [{ path: "body.confirmEmail", message: "The e-mail you typed is not this person's e-mail" }],
      reason: "erase_email_mismatch",
      params: {},
    });
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, fixture.leadA.id));
    expect(lead?.fullName).toBe(person.fullName);
    expect(lead?.erasedAt).toBeNull();
  });

  it("erases: nothing of the person is left in clear, a suppression and the audit row remain", async () => {
    // The scan finds the person before the erase (so an empty result afterwards means something).
    const scan = testDriver === "postgres" ? findInDump : findInTables;
    const before = await scan([person.fullName, person.email]);
    if (testDriver === "postgres") expect(before).toEqual([person.fullName, person.email]);
    else
      expect(new Set(before.map((hit) => hit.split(".")[0]))).toEqual(
        new Set([
          "leads",
          "notes",
          "reminders",
          "lead_history",
          "lead_contacts",
          "sellers_guides",
          "users",
          "messages",
          "client_activity",
          "email_outbox",
          "webhook_deliveries",
          "assistant_turns",
          "assistant_conversations",
        ]),
      );
    const res = await call("POST", "/api/admin/privacy/person/erase", adminCookie, {
      email: person.email,
      confirmEmail: ` ${person.email.toUpperCase()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ erasedLeads: 2, erasedAccounts: 1, erasedEmails: 2, erasedMessages: 2 });

    expect(await scan(needles)).toEqual([]);

    // The leads stay, marked erased, and the staff see it.
    const detail = await call("GET", `/api/leads/${fixture.leadA.id}`, agentCookie);
    expect(detail.json()).toMatchObject({ fullName: null, email: null, phone: null, address: null });
    expect(detail.json().erasedAt).toEqual(expect.any(String));
    const history = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, fixture.leadA.id));
    expect(history).toContainEqual(
      expect.objectContaining({
        changeType: "edit",
        notes: `Personal data erased by ${admin.email}`,
        userId: admin.id,
        code: "erased",
        params: { email: admin.email },
      }),
    );
    // The rows about the person lose their coded texts with their English ones (a merge names the person).
    expect(history.filter((h) => h.code !== "erased").map((h) => [h.notes, h.code, h.params])).toEqual(
      history.filter((h) => h.code !== "erased").map(() => [null, null, null]),
    );

    // Never contacted again: the hashes of the e-mail and the phone.
    const suppressed = await t.db.select().from(suppressions).where(eq(suppressions.reason, "erased"));
    expect(suppressed).toEqual([
      expect.objectContaining({
        emailHash: emailHash(person.email),
        phoneHash: phoneHash(person.phone),
        createdBy: admin.id,
      }),
    ]);
    // The consent evidence and the audit row remain.
    expect(await t.db.select().from(consentEvents).where(eq(consentEvents.leadId, fixture.leadA.id))).toHaveLength(1);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "person.erase"));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.id, actorEmail: admin.email, subject: emailHash(person.email) }),
    ]);

    // The merged lead's visitor can no longer write to the erased lead.
    const [merged] = await t.db.select().from(leadMerges).where(eq(leadMerges.mergedId, fixture.leadC.id));
    expect(merged).toMatchObject({ intoId: fixture.leadA.id, ownerKeyHash: null, unsubscribeToken: null });

    // The client account is closed; the pending e-mail will never go; the webhook payload is gone.
    const [account] = await t.db.select().from(users).where(eq(users.id, fixture.client.id));
    expect(account).toMatchObject({ isActive: false, email: `erased-${fixture.client.id}@erased.invalid` });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/client/login",
      headers: sameOrigin,
      payload: { email: person.email, password: "correct-horse-42" },
    });
    expect(login.statusCode).toBe(401);
    const outbox = await t.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, fixture.leadA.id));
    expect(outbox.find((e) => e.kind === "guide")?.status).toBe("failed");
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.leadId, fixture.leadA.id));
    expect(delivery?.payload).toEqual({ erased: true });

    // The other person is untouched.
    const [kept] = await t.db.select().from(leads).where(eq(leads.id, otherLead.id));
    expect(kept).toMatchObject({ fullName: other.fullName, email: other.email, erasedAt: null });
    const search = await call("GET", `/api/admin/privacy/person?email=${encodeURIComponent(other.email)}`, adminCookie);
    expect(search.json().notes).toHaveLength(1);
  });

  it("finds nobody by the erased e-mail afterwards", async () => {
    const res = await call("GET", `/api/admin/privacy/person?email=${encodeURIComponent(person.email)}`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().leads).toEqual([]);
    // Only the hashes are left to match: the suppression and the consent evidence.
    expect(res.json().suppressions).toHaveLength(1);
    expect(res.json().consentEvents).toHaveLength(1);
  });

  it("flags a new lead with the erased e-mail do-not-email", async () => {
    const id = newLeadId();
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: sameOrigin,
      payload: {
        id,
        leadSecret: "n".repeat(32),
        leadType: "cash",
        name: "Back Again",
        email: person.email.toUpperCase(),
      },
    });
    expect(saved.statusCode).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(lead?.doNotEmail).toBe(true);
  });
});

describe("who may call the privacy routes", () => {
  const routes: [method: "GET" | "POST", url: string, body?: unknown][] = [
    ["GET", "/api/admin/privacy/person?email=a%40example.test"],
    ["GET", "/api/admin/privacy/person/export?email=a%40example.test"],
    ["POST", "/api/admin/privacy/person/erase", { email: "a@example.test", confirmEmail: "a@example.test" }],
  ];

  it("answers 401 signed out and 403 to agents and managers", async () => {
    for (const [method, url, body] of routes) {
      expect((await call(method, url, "", body)).statusCode, `${method} ${url}`).toBe(401);
      for (const cookie of [agentCookie, managerCookie]) {
        const res = await call(method, url, cookie, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({
          message: "You do not have permission to do that.",
          code: "forbidden",
          reason: "forbidden",
          params: {},
        });
      }
    }
  });

  it("answers 400 to bad input", async () => {
    const none = await call("GET", "/api/admin/privacy/person", adminCookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().issues).toContainEqual({
      path: "querystring.email",
      message: "Enter an e-mail or a phone number",
    });
    const badEmail = await call("GET", "/api/admin/privacy/person?email=not-an-email", adminCookie);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().issues).toContainEqual({ path: "querystring.email", message: "Invalid email address" });
    const noConfirm = await call("POST", "/api/admin/privacy/person/erase", adminCookie, { email: "a@example.test" });
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json().issues?.[0]?.path).toBe("body.confirmEmail");
    const nobody = await call("POST", "/api/admin/privacy/person/erase", adminCookie, {
      email: "nobody.here@example.test",
      confirmEmail: "nobody.here@example.test",
    });
    expect(nobody.statusCode).toBe(404);
  });
});

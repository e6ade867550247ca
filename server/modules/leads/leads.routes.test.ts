import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION, REPRESENTED_TAG } from "../../../contract/leads";
import { emailOutbox, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { listStaffEmails } from "./leads.repository";

let t: TestApp;
let staffCookie: string;
/** Lead secrets as browsers make them (decision 005): 128+ random bits, base64url. */
const secretA = randomBytes(16).toString("base64url");
const secretB = randomBytes(16).toString("base64url");

beforeAll(async () => {
  t = await buildTestApp();
  const agent = await createUser(t.db, { role: "agent" });
  staffCookie = await signIn(t.app, agent.email);
});
afterAll(() => t.close());

/** A public save with `secret` added to an object payload (null: sent without a secret). */
function save(url: "/api/leads/partial" | "/api/leads", payload: unknown, secret: string | null = secretA) {
  const body =
    secret && payload && typeof payload === "object" && !Array.isArray(payload)
      ? { leadSecret: secret, ...payload }
      : payload;
  return t.app.inject({ method: "POST", url, headers: sameOrigin, payload: body as object });
}
async function row(id: string) {
  const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
  return lead;
}
async function staffRead(id: string) {
  return t.app.inject({ method: "GET", url: `/api/leads/${id}`, headers: { cookie: staffCookie } });
}
async function outboxFor(id: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id));
}

describe("partial shapes", () => {
  it("stores the questionnaire's progressive saves on one row", async () => {
    const id = newLeadId();
    const steps = [
      { id, topics: ["Pricing Strategy"], status: "Partial" },
      { id, topics: ["Pricing Strategy"], status: "Partial", movingTimeline: 4 },
      { id, topics: ["Pricing Strategy"], status: "Partial", movingTimeline: 4, movingReason: "downsizing" },
      { id, status: "Partial", movingLocation: "Halifax, NS", hasSoldBefore: true, hasRealtor: false },
      { id, status: "Partial", email: "sam@example.com" },
    ];
    for (const step of steps) {
      const res = await save("/api/leads/partial", step);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, id, status: "Partial" });
    }
    const lead = await row(id);
    expect(lead).toMatchObject({
      status: "Partial",
      topics: ["Pricing Strategy"],
      movingTimeline: 4,
      movingTimeframe: "3-6months",
      movingReason: "downsizing",
      movingLocation: "Halifax, NS",
      hasSoldBefore: true,
      hasRealtor: false,
      workingWithRealtor: false,
      email: "sam@example.com",
      type: "realtor",
    });
    expect(lead?.formData).toHaveLength(5);
    expect(await outboxFor(id)).toHaveLength(0);
  });

  it("stores the two-step start (whole lead object) and maps timeline and reason", async () => {
    const id = newLeadId();
    const res = await save("/api/leads/partial", {
      id,
      email: "",
      name: "",
      phone: "",
      address: "44 Elm Street, Ottawa, ON",
      workingWithRealtor: false,
      leadType: "cash",
      timeline: 1,
      movingReason: "selling_investment",
      completedEmail: false,
      completedContact: false,
      variant: "two-step",
    });
    expect(res.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({
      type: "cash",
      address: "44 Elm Street, Ottawa, ON",
      movingTimeframe: "immediately",
      timeline: "1",
      movingReason: "selling_investment",
      completedEmail: false,
      completedContact: false,
      variant: "two-step",
      email: null,
      fullName: null,
    });
  });

  it("stores four-card progress and alerts staff once for notify", async () => {
    const id = newLeadId();
    await save("/api/leads/partial", { id, leadType: "Cash Offer", status: "Partial", variant: "four-card" });
    await save("/api/leads/partial", {
      id,
      leadType: "Cash Offer",
      street: "12 Birch Road",
      unit: "4B",
      city: "Calgary",
      province: "AB",
      postalCode: "t2p 1j9",
      notify: true,
    });
    await save("/api/leads/partial", { id, propertyCondition: "Fair", notify: false });
    await save("/api/leads/partial", { id, hasAgent: false, notify: true });
    const lead = await row(id);
    expect(lead).toMatchObject({
      type: "cash",
      address: "12 Birch Road",
      unit: "4B",
      city: "Calgary",
      province: "AB",
      postalCode: "T2P 1J9",
      condition: 5,
      workingWithRealtor: false,
      status: "Partial",
    });
    const mails = await outboxFor(id);
    expect(mails.length).toBeGreaterThan(0);
    expect(new Set(mails.map((m) => m.kind))).toEqual(new Set(["lead_started"]));
    // One alert per staff member, not one per notify.
    const staff = new Set(mails.map((m) => m.toAddress));
    expect(mails).toHaveLength(staff.size);
  });

  it("marks the consultation form 'Qualified Lead' and alerts staff", async () => {
    const id = newLeadId();
    const res = await save("/api/leads/partial", {
      id,
      firstName: "Robin",
      email: "robin@example.com",
      phone: "604 555 0101",
      type: "realtor",
      status: "Qualified Lead",
      completedEmail: true,
      completedContact: true,
      topics: ["Negotiation Tips"],
      sendGuideLeadEmail: true,
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
    });
    expect(res.json().status).toBe("Qualified Lead");
    const lead = await row(id);
    expect(lead).toMatchObject({
      fullName: "Robin",
      status: "Qualified Lead",
      consentTextVersion: CONSENT_TEXT_VERSION,
    });
    expect(lead?.consentAt).toBeInstanceOf(Date);
    expect((await outboxFor(id)).map((m) => m.kind)).toContain("consultation_request");
  });

  it("makes an id in the right shape when the client sends none", async () => {
    const res = await save("/api/leads/partial", { topics: ["Staging My Home"] });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toMatch(/^lead_\d{10,16}_[a-z0-9]{3,24}$/);
  });
});

describe("final shapes", () => {
  it("stores a final lead object as 'Contacted', records consent and alerts staff with the link", async () => {
    const id = newLeadId();
    await save("/api/leads/partial", { id, leadType: "agent", status: "Partial", variant: "four-card" });
    const res = await save("/api/leads", {
      id,
      leadType: "agent",
      name: "Alex Tremblay",
      email: "alex@example.com",
      phone: "(514) 555-0188",
      street: "88 Rue Sainte-Catherine",
      city: "Montréal",
      province: "QC",
      postalCode: "H2X 1K4",
      propertyCondition: "Excellent",
      hasAgent: false,
      contactMethod: "Email",
      completedContact: true,
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
      variant: "four-card",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, id, status: "Contacted" });

    const read = await staffRead(id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      id,
      type: "realtor",
      fullName: "Alex Tremblay",
      email: "alex@example.com",
      phone: "(514) 555-0188",
      address: "88 Rue Sainte-Catherine",
      city: "Montréal",
      province: "QC",
      postalCode: "H2X 1K4",
      condition: 9,
      status: "Contacted",
      workingWithRealtor: false,
      contactMethod: "Email",
      variant: "four-card",
      tag: null,
    });
    expect(read.json().consentAt).not.toBeNull();
    const stored = await row(id);
    expect(stored?.consentIp).toBe("127.0.0.1");
    const mails = await outboxFor(id);
    const alert = mails.find((m) => m.kind === "new_lead");
    expect(alert?.subject).toBe("New lead: Alex Tremblay (Realtor Service)");
    expect(alert?.textBody).toContain("Phone: (514) 555-0188");
    expect(alert?.textBody).toContain("Address: 88 Rue Sainte-Catherine, Montréal, QC H2X 1K4");
    expect(alert?.textBody).toContain(`http://portal.test/leads/${id}`);
  });

  it("stores the demo-form shape as a final lead", async () => {
    const res = await save("/api/leads", {
      name: "Jamie Demo",
      email: "jamie@example.com",
      phone: "416-555-0000",
      message: "Can we talk next week?",
      requestedContact: true,
      topics: ["Home Photo Tips"],
    });
    expect(res.statusCode).toBe(200);
    const lead = await row(res.json().id);
    expect(lead).toMatchObject({
      fullName: "Jamie Demo",
      comments: "Can we talk next week?",
      status: "Contacted",
      type: "realtor",
      topics: ["Home Photo Tips"],
    });
    expect(lead?.submittedAt).toBeInstanceOf(Date);
  });

  it("is idempotent: re-sending the same final lead keeps one row and one alert", async () => {
    const id = newLeadId();
    const body = { id, leadType: "cash", name: "Pat Twice", phone: "902 555 0100", address: "1 Harbour Rd" };
    expect((await save("/api/leads", body)).statusCode).toBe(200);
    expect((await save("/api/leads", body)).statusCode).toBe(200);
    const rows = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(rows).toHaveLength(1);
    const alerts = (await outboxFor(id)).filter((m) => m.kind === "new_lead");
    const staffCount = new Set(alerts.map((m) => m.toAddress)).size;
    expect(alerts).toHaveLength(staffCount);
  });

  it("never downgrades: a partial save after the final keeps 'Contacted'", async () => {
    const id = newLeadId();
    await save("/api/leads", { id, leadType: "agent", name: "Lee Final", phone: "416-555-0101" });
    const res = await save("/api/leads/partial", { id, status: "Partial", movingReason: "other" });
    expect(res.json().status).toBe("Contacted");
    expect(await row(id)).toMatchObject({ status: "Contacted", movingReason: "other" });
  });

  it("tags a represented seller and never e-mails the seller", async () => {
    const id = newLeadId();
    const res = await save("/api/leads", {
      id,
      leadType: "Sell with Agent",
      hasAgent: true,
      name: "Rep Resented",
      email: "rep@example.com",
    });
    expect(res.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ tag: REPRESENTED_TAG, workingWithRealtor: true });
    const mails = await outboxFor(id);
    expect(mails.some((m) => m.toAddress === "rep@example.com")).toBe(false);
    expect(mails.find((m) => m.kind === "new_lead")?.textBody).toContain(`Tag: ${REPRESENTED_TAG}`);
  });

  it("keeps the source and UTM parameters of the visit", async () => {
    const id = newLeadId();
    await save("/api/leads/partial", {
      id,
      source: "google.com",
      utm: { source: "google", medium: "cpc", campaign: "spring-sellers" },
    });
    expect(await row(id)).toMatchObject({
      source: "google.com",
      utm: { source: "google", medium: "cpc", campaign: "spring-sellers" },
    });
  });
});

describe("lead ownership by a browser-made secret", () => {
  it("refuses with 409 a save of the same id with another or no secret, and changes nothing", async () => {
    const id = newLeadId();
    await save("/api/leads/partial", { id, topics: ["Repair Checklist"] }, secretA);
    const before = await row(id);
    for (const secret of [secretB, null]) {
      const partial = await save("/api/leads/partial", { id, email: "thief@example.com" }, secret);
      expect(partial.statusCode).toBe(409);
      expect(partial.json().code).toBe("lead_conflict");
      const final = await save("/api/leads", { id, name: "Thief", email: "thief@example.com" }, secret);
      expect(final.statusCode).toBe(409);
      const consultation = await save("/api/leads/partial", { id, sendGuideLeadEmail: true, name: "T" }, secret);
      expect(consultation.statusCode).toBe(409);
    }
    expect(await row(id)).toEqual(before);
    expect(await outboxFor(id)).toEqual([]);
  });

  it("accepts a retried first save and the final after the first answer was lost", async () => {
    const id = newLeadId();
    // The first save commits but its answer never reaches the browser: nothing of it is kept client-side.
    await save("/api/leads/partial", { id, type: "cash", topics: ["Pricing Strategy"] });
    const retry = await save("/api/leads/partial", { id, type: "cash", topics: ["Pricing Strategy"] });
    expect(retry.statusCode).toBe(200);
    const final = await save("/api/leads", {
      id,
      leadType: "cash",
      name: "Robin Lost",
      email: "robin@example.com",
      phone: "(416) 555-0199",
    });
    expect(final.statusCode).toBe(200);
    expect(final.json()).toEqual({ ok: true, id, status: "Contacted" });
    const rows = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: "Robin Lost",
      email: "robin@example.com",
      phone: "(416) 555-0199",
      status: "Contacted",
    });
    // Only the hash is stored; the kept submissions never hold the secret.
    expect(rows[0]?.ownerKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows[0])).not.toContain(secretA);
  });

  it("keeps a lead saved without a secret closed to every later public save", async () => {
    const created = await save("/api/leads", { name: "No Secret", email: "nosecret@example.com" }, null);
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const before = await row(id);
    for (const secret of [secretA, null]) {
      expect((await save("/api/leads/partial", { id, name: "Overwritten" }, secret)).statusCode).toBe(409);
      expect((await save("/api/leads", { id, name: "Overwritten" }, secret)).statusCode).toBe(409);
    }
    expect(await row(id)).toEqual(before);
  });

  it("refuses public partial and final saves that name a staff-created or a client's lead", async () => {
    const staffLead = await createLead(t.db, { status: "Partial", fullName: "Staff Made", email: "staff@example.com" });
    const clientLead = await createLead(t.db, { fullName: "Casey Client", email: "casey@example.com" });
    await createUser(t.db, { userType: "client", leadId: clientLead.id });
    for (const lead of [staffLead, clientLead]) {
      const before = await row(lead.id);
      for (const secret of [secretA, null]) {
        const partial = await save(
          "/api/leads/partial",
          { id: lead.id, name: "Intruder", email: "x@example.com" },
          secret,
        );
        expect(partial.statusCode).toBe(409);
        const final = await save("/api/leads", { id: lead.id, name: "Intruder", email: "x@example.com" }, secret);
        expect(final.statusCode).toBe(409);
      }
      expect(await row(lead.id)).toEqual(before);
      expect(await outboxFor(lead.id)).toEqual([]);
    }
  });
});

/** One new-lead alert: exactly one outbox row for each staff recipient, none twice. */
async function expectOneAlertPerStaffMember(id: string) {
  const alerts = (await outboxFor(id)).filter((m) => m.kind === "new_lead");
  expect(alerts.map((a) => a.toAddress).sort()).toEqual((await listStaffEmails(t.db)).sort());
  expect(alerts.length).toBeGreaterThan(0);
}

describe("concurrent saves of one id", () => {
  it("answers 8 concurrent finals of a new id with 2xx, one row and one staff alert", async () => {
    const id = newLeadId();
    const final = { id, leadType: "agent", name: "Double Click", email: "double@example.com", phone: "4165550100" };
    const answers = await Promise.all(Array.from({ length: 8 }, () => save("/api/leads", final)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: "Double Click", status: "Contacted" });
    await expectOneAlertPerStaffMember(id);
  });

  it("answers mixed concurrent partial and final saves of a new id with 2xx and one alert", async () => {
    const id = newLeadId();
    const calls = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0
        ? save("/api/leads/partial", { id, topics: ["Pricing Strategy"] })
        : save("/api/leads", { id, name: "Mixed Saves", email: "mixed@example.com" }),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await t.db.select().from(leads).where(eq(leads.id, id))).toHaveLength(1);
    await expectOneAlertPerStaffMember(id);
  });
});

describe("bad input is refused with 400 and nothing is stored", () => {
  const cases: [string, unknown, string][] = [
    ["unknown lead type", { leadType: "timeshare", name: "X" }, "body.leadType"],
    ["malformed id", { id: "lead_abc", name: "X" }, "body.id"],
    ["id with injection", { id: "lead_1700000000000_x'; drop table leads;--", name: "X" }, "body.id"],
    ["over-long name", { name: "x".repeat(121) }, "body.name"],
    ["over-long comments", { comments: "x".repeat(2001) }, "body.comments"],
    ["e-mail of the wrong shape", { email: "not an email" }, "body.email"],
    ["array where an object belongs", [{ name: "X" }], "body"],
    ["utm as a string", { utm: "google" }, "body.utm"],
    ["unknown province", { province: "XX" }, "body.province"],
    ["too many topics", { topics: Array.from({ length: 13 }, (_, i) => `t${i}`) }, "body.topics"],
  ];
  for (const url of ["/api/leads/partial", "/api/leads"] as const) {
    it.each(cases)(`${url}: %s`, async (_name, payload, field) => {
      const before = await t.db.$count(leads);
      const res = await save(url, payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe("validation_error");
      expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
      expect(await t.db.$count(leads)).toBe(before);
    });
  }

  const contactCases: [string, unknown, { path: string; message: string }][] = [
    [
      "postal code 123",
      { postalCode: "123" },
      { path: "body.postalCode", message: "Please enter a valid postal code" },
    ],
    [
      "postal code of another province",
      { province: "BC", postalCode: "M5V 3L9" },
      { path: "body.postalCode", message: "Please enter a postal code in the province you chose" },
    ],
    [
      "phone (416) 555-01",
      { phone: "(416) 555-01" },
      { path: "body.phone", message: "Please enter a valid phone number" },
    ],
    [
      "a sentence as the phone",
      { phone: "We hope to list in spring." },
      { path: "body.phone", message: "Please enter a valid phone number" },
    ],
  ];
  for (const url of ["/api/leads/partial", "/api/leads"] as const) {
    it.each(contactCases)(`${url}: %s gets its clear message`, async (_name, payload, issue) => {
      const before = await t.db.$count(leads);
      const res = await save(url, { id: newLeadId(), name: "X", ...(payload as object) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "validation_error", issues: [issue] });
      expect(await t.db.$count(leads)).toBe(before);
    });
  }

  it("stores a valid phone and postal code formatted, and Nunavut's X code in NU", async () => {
    const id = newLeadId();
    const res = await save("/api/leads", {
      id,
      name: "Formatted Seller",
      phone: "+1 604.555.0142",
      province: "NU",
      postalCode: "x0a-0h0",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(id)).toMatchObject({ phone: "(604) 555-0142", phoneE164: "+16045550142", postalCode: "X0A 0H0" });
  });

  it("refuses a malformed JSON body with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { ...sameOrigin, "content-type": "application/json" },
      payload: '{"name": "x",',
    });
    expect(res.statusCode).toBe(400);
  });

  it("drops unknown fields instead of storing them", async () => {
    const id = newLeadId();
    const res = await save("/api/leads/partial", { id, agentId: 1, isAdmin: true, status: "Partial" });
    expect(res.statusCode).toBe(200);
    expect((await row(id))?.agentId).toBeNull();
  });
});

describe("staff read and stats", () => {
  it("GET /api/leads/{id}: 401 signed out, 403 for a client, 404 'Lead not found'", async () => {
    const id = newLeadId();
    await save("/api/leads", { id, name: "Guarded", phone: "416-555-0101" });
    expect((await t.app.inject({ method: "GET", url: `/api/leads/${id}` })).statusCode).toBe(401);
    const client = await createUser(t.db, { userType: "client" });
    const clientCookie = await signIn(t.app, client.email, undefined, "/api/client/login");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/leads/${id}`, headers: { cookie: clientCookie } })).statusCode,
    ).toBe(403);
    const missing = await staffRead(newLeadId());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: "Lead not found",
      code: "not_found",
      reason: "lead_not_found",
      params: {},
    });
    expect((await staffRead("not-a-lead-id")).statusCode).toBe(400);
  });

  it("reports started, completed and conversion per variant and type to admins and managers only", async () => {
    for (let i = 0; i < 3; i++) {
      const id = newLeadId();
      await save("/api/leads/partial", { id, leadType: "cash", variant: "two-step" });
      if (i === 0)
        await save("/api/leads", { id, leadType: "cash", variant: "two-step", name: "Conv", phone: "416-555-0101" });
    }
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/lead-flow-stats", headers: { cookie: staffCookie } }))
        .statusCode,
    ).toBe(403);
    const manager = await createUser(t.db, { role: "manager" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/lead-flow-stats",
      headers: { cookie: await signIn(t.app, manager.email) },
    });
    expect(res.statusCode).toBe(200);
    const twoStepCash = res
      .json()
      .rows.find((r: { variant: string; type: string }) => r.variant === "two-step" && r.type === "cash");
    expect(twoStepCash.started).toBeGreaterThanOrEqual(3);
    expect(twoStepCash.completed).toBeGreaterThanOrEqual(1);
    expect(twoStepCash.conversion).toBeCloseTo(twoStepCash.completed / twoStepCash.started);
  });

  it("serves the lead-flow variant setting, four-card by default", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/lead-flow/config" });
    expect(res.json()).toEqual({ variant: "four-card" });
  });
});

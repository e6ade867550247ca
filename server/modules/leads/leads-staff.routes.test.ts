import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, leadHistory, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let agentCookie: string;
let agentId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const agent = await createUser(t.db, { firstName: "Riley", lastName: "Stone" });
  agentId = agent.id;
  agentCookie = await signIn(t.app, agent.email);
});
afterAll(() => t.close());

const get = (url: string, cookie = agentCookie) => t.app.inject({ method: "GET", url, headers: { cookie } });
const patch = (id: string, payload: unknown, cookie = agentCookie) =>
  t.app.inject({
    method: "PATCH",
    url: `/api/leads/${id}`,
    headers: { ...sameOrigin, cookie },
    payload: payload as object,
  });

describe("GET /api/leads", () => {
  it("finds a lead by full name, e-mail, address or city, case-insensitively", async () => {
    const lead = await createLead(t.db, {
      fullName: "Évangéline Marchetti",
      email: "zebra.unique@example.org",
      address: "77 Quillfeather Lane",
      city: "Yellowknife",
    });
    for (const q of ["marchetti", "ZEBRA.UNIQUE", "quillfeather", "yellowKNIFE"]) {
      const res = await get(`/api/leads?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().map((l: { id: string }) => l.id),
        q,
      ).toEqual([lead.id]);
      expect(res.headers["x-total-count"]).toBe("1");
    }
    expect((await get("/api/leads?q=nomatchwhatsoever")).json()).toEqual([]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    await createLead(t.db, { fullName: "Percent Person" });
    expect((await get("/api/leads?q=%25")).json()).toEqual([]);
    expect((await get("/api/leads?q=_")).json()).toEqual([]);
  });

  it("filters by type", async () => {
    const cash = await createLead(t.db, { type: "cash", fullName: "Typefilter Cash" });
    await createLead(t.db, { type: "realtor", fullName: "Typefilter Realtor" });
    const res = (await get("/api/leads?type=cash&q=typefilter")).json();
    expect(res.map((l: { id: string }) => l.id)).toEqual([cash.id]);
    expect((await get("/api/leads?type=condo")).statusCode).toBe(400);
  });

  it("pages by keyset: every lead exactly once, newest first, while new leads arrive", async () => {
    const batch = `pager${Date.now()}`;
    for (let i = 0; i < 23; i++) await createLead(t.db, { fullName: `${batch} ${i}` });
    const seen: string[] = [];
    let url: string | undefined = `/api/leads?q=${batch}&limit=5`;
    let pages = 0;
    while (url) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((l: { fullName: string }) => l.fullName));
      if (pages === 1) for (let i = 0; i < 3; i++) await createLead(t.db, { fullName: `${batch} new ${i}` });
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1];
      pages++;
    }
    const original = Array.from({ length: 23 }, (_, i) => `${batch} ${i}`);
    expect(seen.filter((n) => !n.includes("new"))).toEqual([...original].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(5);
  });

  it("reports the total and the counters", async () => {
    const res = await get("/api/leads?limit=1");
    const total = Number(res.headers["x-total-count"]);
    expect(total).toBeGreaterThan(1);
    expect(res.json()).toHaveLength(1);
    const counts = (await get("/api/leads/counts")).json();
    expect(counts.total).toBe(total);
    expect(counts.cash + counts.realtor).toBe(total);
  });

  it("refuses a forged cursor and an over-large limit with 400", async () => {
    expect((await get("/api/leads?cursor=bm90LWpzb24")).statusCode).toBe(400);
    expect((await get("/api/leads?cursor=bm90LWpzb24")).json()).toMatchObject({
      message: "Invalid cursor",
      reason: "invalid_cursor",
      params: {},
    });
    expect((await get("/api/leads?limit=500")).statusCode).toBe(400);
  });

  it("is closed to visitors (401) and clients (403)", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/leads" })).statusCode).toBe(401);
    const client = await createUser(t.db, { userType: "client" });
    const cookie = await signIn(t.app, client.email, undefined, "/api/client/login");
    for (const url of ["/api/leads", "/api/leads/counts", "/api/reminders", `/api/leads/${newLeadId()}/notes`]) {
      expect((await get(url, cookie)).statusCode, url).toBe(403);
    }
    expect((await patch(newLeadId(), { status: "Contacted" }, cookie)).statusCode).toBe(403);
  });
});

describe("PATCH /api/leads/{id}", () => {
  it("writes one history row per changed field and leaves the rest alone", async () => {
    const lead = await createLead(t.db, { fullName: "Before Name", phone: "111", city: "Regina", status: "Contacted" });
    const res = await patch(lead.id, {
      fullName: "After Name",
      phone: "306-555-0122",
      city: "Regina",
      status: "Qualified Lead",
      condition: 8,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: "After Name",
      phone: "(306) 555-0122",
      city: "Regina",
      status: "Qualified Lead",
      condition: 8,
    });
    const rows = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    const byField = Object.fromEntries(rows.map((r) => [r.fieldName, r]));
    expect(rows).toHaveLength(4);
    expect(byField.fullName).toMatchObject({
      changeType: "edit",
      oldValue: "Before Name",
      newValue: "After Name",
      userId: agentId,
    });
    expect(byField.phone).toMatchObject({ changeType: "edit", oldValue: "111", newValue: "(306) 555-0122" });
    expect(byField.status).toMatchObject({
      changeType: "status_change",
      oldValue: "Contacted",
      newValue: "Qualified Lead",
    });
    expect(byField.condition).toMatchObject({ changeType: "edit", oldValue: null, newValue: "8" });
    const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored?.email).toBe(lead.email);
  });

  it("PATCH with three changed fields writes exactly three rows", async () => {
    const lead = await createLead(t.db);
    await patch(lead.id, { hasMortgage: true, mortgageAmount: 350000.5, paymentsOnTime: true });
    const rows = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(rows.map((r) => [r.fieldName, r.oldValue, r.newValue]).sort()).toEqual([
      ["hasMortgage", null, "Yes"],
      ["mortgageAmount", null, "350000.50"],
      ["paymentsOnTime", null, "Yes"],
    ]);
    // Sending the same values again changes nothing and logs nothing.
    await patch(lead.id, { hasMortgage: true, mortgageAmount: 350000.5 });
    expect(await t.db.$count(leadHistory, eq(leadHistory.leadId, lead.id))).toBe(3);
  });

  it("refuses to clear a lead's full name, and keeps it", async () => {
    const lead = await createLead(t.db, { fullName: "Nina Named" });
    for (const fullName of ["", "   ", null]) {
      const res = await patch(lead.id, { fullName });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues?.[0]?.path).toBe("body.fullName");
    }
    expect((await patch(lead.id, { fullName: "" })).json().issues).toEqual([
      { path: "body.fullName", message: "Enter the seller's full name" },
    ]);
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row?.fullName).toBe("Nina Named");
  });

  it("logs an assignment with agent names", async () => {
    const lead = await createLead(t.db);
    await patch(lead.id, { agentId });
    const [row] = await t.db.select().from(leadHistory).where(eq(leadHistory.leadId, lead.id));
    expect(row).toMatchObject({
      changeType: "assignment",
      fieldName: "agentId",
      oldValue: null,
      newValue: "Riley Stone",
    });
    expect((await patch(lead.id, { agentId: 999999 })).statusCode).toBe(400);
  });

  it("tells the newly assigned agent in their own language (users.locale)", async () => {
    const manager = await createUser(t.db, { role: "manager" });
    const managerCookie = await signIn(t.app, manager.email);
    const french = await createUser(t.db, { firstName: "Mathieu", lastName: "Roy", locale: "fr-CA" });
    const lead = await createLead(t.db, { fullName: "Sophie Gagnon", type: "cash", unit: "4", city: "Montréal" });
    expect((await patch(lead.id, { agentId: french.id }, managerCookie)).statusCode).toBe(200);
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, french.email));
    expect(mail?.kind).toBe("lead_assigned");
    expect(mail?.subject).toBe("Prospect qui vous est attribué : Sophie Gagnon (Offre comptant)");
    expect(mail?.textBody).toContain("Sophie Gagnon est maintenant votre prospect.");
    expect(mail?.textBody).toContain("Adresse : App. 4, 12 Maple Avenue, Montréal");
    expect(mail?.textBody).toContain(`Ouvrir la fiche du prospect : http://portal.test/leads/${lead.id}`);

    const english = await createUser(t.db, { firstName: "Jo", lastName: "Smith" });
    expect((await patch(lead.id, { agentId: english.id }, managerCookie)).statusCode).toBe(200);
    const [toEnglish] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, english.email));
    expect(toEnglish?.subject).toBe("Lead assigned to you: Sophie Gagnon (Cash Offer)");
    expect(toEnglish?.textBody).toContain("Address: Unit 4, 12 Maple Avenue, Montréal");
  });

  it("refuses unknown fields, bad values and unknown ids, and writes nothing", async () => {
    const lead = await createLead(t.db, { status: "Contacted" });
    const unknown = await patch(lead.id, { status: "Qualified Lead", visitorId: "x", consentAt: "2020-01-01" });
    expect(unknown.statusCode).toBe(400);
    expect(await t.db.$count(leadHistory, eq(leadHistory.leadId, lead.id))).toBe(0);
    const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored?.status).toBe("Contacted");
    expect((await patch(lead.id, { condition: 11 })).statusCode).toBe(400);
    expect((await patch(lead.id, { email: "nope" })).statusCode).toBe(400);
    expect((await patch(lead.id, [{ status: "x" }])).statusCode).toBe(400);
    const missing = await patch(newLeadId(), { status: "Contacted" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Lead not found");
    expect(missing.json()).toMatchObject({ code: "not_found", reason: "lead_not_found", params: {} });
    // An unknown agent: the English for integrations, the specific code for screens.
    const unknownAgent = await patch(lead.id, { agentId: 999999 });
    expect(unknownAgent.statusCode).toBe(400);
    expect(unknownAgent.json()).toMatchObject({ message: "Unknown agent", reason: "unknown_agent", params: {} });
  });
});

describe("GET /api/admin/agents", () => {
  it("lists staff for admins and managers, 403 for agents", async () => {
    expect((await get("/api/admin/agents")).statusCode).toBe(403);
    const manager = await createUser(t.db, { role: "manager" });
    const res = await get("/api/admin/agents", await signIn(t.app, manager.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: agentId, fullName: "Riley Stone" })]),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adLeads, leadContacts, leadOutcomes, textMessages } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let adminCookie: string;
let managerCookie: string;
let agentCookie: string;
let ava: { id: number };
let ben: { id: number };

const at = (iso: string) => new Date(iso);
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

/** A final lead of the period, with its ad-platform row when it came from one. */
async function lead(opts: {
  source: string;
  submitted: string;
  campaign?: string;
  platform?: "meta" | "google";
  isTest?: boolean;
  agentId?: number;
  stage?: "new" | "appointment_set" | "contacted";
  reached?: boolean;
}) {
  const submittedAt = at(opts.submitted);
  const row = await createLead(t.db, {
    source: opts.source,
    submittedAt,
    agentId: opts.agentId ?? null,
    stage: opts.stage ?? "new",
    firstContactAt: opts.reached ? minutes(submittedAt, 5) : null,
  });
  if (opts.platform) {
    await t.db.insert(adLeads).values({
      platform: opts.platform,
      externalId: `${opts.platform}-${row.id}`,
      leadId: row.id,
      campaignId: opts.campaign ?? null,
      campaignName: opts.campaign ? `Campaign ${opts.campaign}` : null,
      isTest: opts.isTest ?? false,
    });
  }
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createUser(t.db, { role: "admin" });
  adminCookie = await signIn(t.app, admin.email);
  const manager = await createUser(t.db, { role: "manager" });
  managerCookie = await signIn(t.app, manager.email);
  ava = await createUser(t.db, { firstName: "Ava", lastName: "Report" });
  ben = await createUser(t.db, { firstName: "Ben", lastName: "Report" });
  agentCookie = await signIn(t.app, (await createUser(t.db, { role: "agent" })).email);

  // Spend: Facebook C1 $1,000.00 (Oct) + $500.01 (Nov); Google G1 $333.33 (Nov); Facebook's September is outside.
  const csv = [
    "Month,Source,Campaign,Amount",
    '2026-10,facebook,C1,"$1,000.00"',
    "2026-11,Facebook,C1,500.01",
    "2026-11,google,G1,333.33",
    "2026-09,facebook,C1,999",
  ].join("\n");
  const imported = await t.app.inject({
    method: "POST",
    url: "/api/admin/ads/spend/import",
    headers: { ...sameOrigin, cookie: adminCookie },
    payload: { csv },
  });
  expect(imported.statusCode, imported.body).toBe(200);
  expect(imported.json()).toEqual({ rows: 4 });

  // Facebook C1: 7 leads; 3 reached; one at Appointment Set, three listings signed, one of them sold.
  const fb = [];
  for (let i = 0; i < 7; i++) {
    fb.push(
      await lead({
        source: "facebook",
        platform: "meta",
        campaign: "C1",
        submitted: `2026-10-${String(10 + i).padStart(2, "0")}T15:00:00Z`,
        agentId: i < 4 ? ava.id : ben.id,
        reached: i < 3,
        stage: i === 0 ? "appointment_set" : "new",
      }),
    );
  }
  const [fb0, fb1, fb2, fb3] = fb as [(typeof fb)[0], (typeof fb)[0], (typeof fb)[0], (typeof fb)[0]];
  await t.db.insert(leadOutcomes).values([
    { leadId: fb1.id, listingSignedOn: "2026-10-20", listPriceCents: 70_000_000 },
    { leadId: fb2.id, listingSignedOn: "2026-10-25", listPriceCents: 60_000_000 },
    {
      leadId: fb3.id,
      listingSignedOn: "2026-10-28",
      soldOn: "2026-11-20",
      soldPriceCents: 81_000_000,
      gciCents: 2_025_000,
    },
  ]);
  // First human attempts: a logged contact at 10 and 30 minutes, an agent's text at 20; the automatic
  // acknowledgement at 0 minutes is not an attempt.
  await t.db.insert(leadContacts).values([
    {
      leadId: fb0.id,
      userId: ava.id,
      channel: "call",
      outcome: "reached",
      createdAt: minutes(fb0.submittedAt as Date, 10),
    },
    {
      leadId: fb1.id,
      userId: ava.id,
      channel: "call",
      outcome: "no_answer",
      createdAt: minutes(fb1.submittedAt as Date, 30),
    },
  ]);
  await t.db.insert(textMessages).values([
    {
      leadId: fb2.id,
      direction: "out",
      kind: "ack",
      body: "Thanks!",
      status: "sent",
      createdAt: fb2.submittedAt as Date,
    },
    {
      leadId: fb2.id,
      direction: "out",
      kind: "agent",
      body: "Hi",
      status: "sent",
      createdAt: minutes(fb2.submittedAt as Date, 20),
    },
  ]);

  // Google G1: two leads and a test lead, which the report leaves out.
  await lead({
    source: "google",
    platform: "google",
    campaign: "G1",
    submitted: "2026-11-02T12:00:00Z",
    agentId: ben.id,
  });
  await lead({
    source: "google",
    platform: "google",
    campaign: "G1",
    submitted: "2026-11-03T12:00:00Z",
    agentId: ben.id,
  });
  await lead({ source: "google", platform: "google", campaign: "G1", submitted: "2026-11-04T12:00:00Z", isTest: true });
  // A lead of the web funnel, and one after the period.
  await lead({ source: "direct", submitted: "2026-11-30T23:59:59Z" });
  await lead({ source: "facebook", platform: "meta", campaign: "C1", submitted: "2026-12-01T00:00:00Z" });
});
afterAll(() => t.close());

const report = (query: string, cookie = managerCookie) =>
  t.app.inject({ method: "GET", url: `/api/reports/ads?${query}`, headers: { cookie } });

describe("the cost-per-listing report", () => {
  it("by source: leads, funnel, GCI, spend and costs exact to the cent; test leads and other months left out", async () => {
    const res = await report("from=2026-10&to=2026-11&groupBy=source");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const bySource = Object.fromEntries(body.rows.map((r: { source: string }) => [r.source, r]));
    expect(bySource.facebook).toMatchObject({
      leads: 7,
      reached: 3,
      appointments: 4,
      listingsSigned: 3,
      sold: 1,
      gciCents: 2_025_000,
      spendCents: 150_001,
      costPerLeadCents: 21_429, // 1,500.01 / 7 = 214.287…
      costPerListingCents: 50_000, // 1,500.01 / 3 = 500.0033…
      costPerSaleCents: 150_001,
      medianFirstAttemptSeconds: 1200,
    });
    expect(bySource.google).toMatchObject({
      leads: 2,
      listingsSigned: 0,
      spendCents: 33_333,
      costPerLeadCents: 16_667, // 333.33 / 2 = 166.665, half up
      costPerListingCents: null,
      costPerSaleCents: null,
      medianFirstAttemptSeconds: null,
    });
    expect(bySource.direct).toMatchObject({ leads: 1, spendCents: 0, costPerLeadCents: 0 });
    expect(body.total).toMatchObject({
      leads: 10,
      listingsSigned: 3,
      sold: 1,
      gciCents: 2_025_000,
      spendCents: 183_334,
      costPerListingCents: 61_111, // 1,833.34 / 3 = 611.113…
      costPerSaleCents: 183_334,
    });
  });

  it("by campaign, with the campaign's name; by agent, without spend but with the total's", async () => {
    const campaigns = (await report("from=2026-10&to=2026-11&groupBy=campaign")).json();
    expect(
      campaigns.rows.map((r: { source: string; campaignId: string; campaignName: string; leads: number }) => [
        r.source,
        r.campaignId,
        r.campaignName,
        r.leads,
      ]),
    ).toEqual([
      ["direct", "", null, 1],
      ["facebook", "C1", "Campaign C1", 7],
      ["google", "G1", "Campaign G1", 2],
    ]);
    const agents = (await report("from=2026-10&to=2026-11&groupBy=agent")).json();
    const byAgent = Object.fromEntries(
      agents.rows.map((r: { agentName: string | null }) => [r.agentName ?? "none", r]),
    );
    expect(byAgent["Ava Report"]).toMatchObject({ agentId: ava.id, leads: 4, listingsSigned: 3, spendCents: null });
    expect(byAgent["Ben Report"]).toMatchObject({ agentId: ben.id, leads: 5, listingsSigned: 0, spendCents: null });
    expect(byAgent.none).toMatchObject({ agentId: null, leads: 1 });
    expect(agents.total.spendCents).toBe(183_334);
  });

  it("exports the report as CSV, money in dollars", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/reports/ads.csv?from=2026-10&to=2026-11&groupBy=source",
      headers: { cookie: managerCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="cost-per-listing-2026-10-2026-11.csv"');
    const lines = res.body.trim().split("\r\n");
    expect(lines[0]).toBe(
      '"source","campaign_id","campaign_name","agent","leads","reached","appointments","listings_signed","sold","gci","spend","cost_per_lead","cost_per_listing","cost_per_sale","median_first_attempt_minutes"',
    );
    expect(lines).toContain(
      '"facebook","","","","7","3","4","3","1","20250.00","1500.01","214.29","500.00","1500.01","20.0"',
    );
    expect(lines.at(-1)).toBe(
      '"total","","","","10","3","4","3","1","20250.00","1833.34","183.33","611.11","1833.34","20.0"',
    );
  });

  it("refuses a bad period, and is for managers and admins only", async () => {
    expect((await report("from=2026-13&to=2026-11")).statusCode).toBe(400);
    expect((await report("from=2026-10&to=2026-11&groupBy=ad")).statusCode).toBe(400);
    expect((await report("from=2026-10&to=2026-11", agentCookie)).statusCode).toBe(403);
    expect((await report("from=2026-10&to=2026-11", adminCookie)).statusCode).toBe(200);
  });
});

describe("spend", () => {
  it("is entered per source, campaign and month, replaced when entered again, and deleted", async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/ads/spend",
        headers: { ...sameOrigin, cookie: adminCookie },
        payload,
      });
    expect((await put({ source: "Zillow", month: "2025-03", amountCents: 12_345 })).json()).toEqual([
      expect.objectContaining({ source: "zillow", campaignId: "", month: "2025-03", amountCents: 12_345 }),
    ]);
    const again = (await put({ source: "zillow", month: "2025-03", amountCents: 99 })).json();
    expect(again).toHaveLength(1);
    expect(again[0].amountCents).toBe(99);
    expect((await put({ source: "zillow", month: "2025-3", amountCents: 1 })).statusCode).toBe(400);
    expect((await put({ source: "zillow", month: "2025-03", amountCents: 1.5 })).statusCode).toBe(400);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/ads/spend/${again[0].id}`,
      headers: { ...sameOrigin, cookie: adminCookie },
    });
    expect(del.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/ads/spend/${again[0].id}`,
      headers: { ...sameOrigin, cookie: adminCookie },
    });
    expect(gone.statusCode).toBe(404);
    const managerPut = await t.app.inject({
      method: "PUT",
      url: "/api/admin/ads/spend",
      headers: { ...sameOrigin, cookie: managerCookie },
      payload: { source: "zillow", month: "2025-03", amountCents: 1 },
    });
    expect(managerPut.statusCode).toBe(403);
  });

  it("refuses an import with a bad row, naming its line, and keeps none of it", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/ads/spend/import",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { csv: "month,source,campaign,amount\n2024-01,facebook,X,10\n2024-02,facebook,X,ten\n" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "validation_error",
      issues: [{ path: "line 3", message: "Enter the amount in dollars, such as 1234.56" }],
    });
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/ads/spend?from=2024-01&to=2024-12",
      headers: { cookie: adminCookie },
    });
    expect(list.json()).toEqual([]);
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/admin/ads/spend/import",
      headers: { ...sameOrigin, cookie: adminCookie },
      payload: { csv: "month,source,spend\n2024-01,facebook,10\n" },
    });
    expect(missing.json()).toMatchObject({ message: 'Column "amount" is not in the file' });
  });
});

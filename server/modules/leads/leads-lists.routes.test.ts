import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";

// docs/accessibility.md: search ignoring accents, case and formatting; abandoned partials listed and counted apart.
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signIn(t.app, (await createUser(t.db)).email);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const ids = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json().map((l: { id: string }) => l.id) as string[];
};
const search = (q: string, extra = "") => ids(`/api/leads?q=${encodeURIComponent(q)}${extra}`);
/** An abandoned partial: the flow's first saves, no e-mail and no phone. */
const abandoned = (fullName: string | null = null) =>
  createLead(t.db, { status: "Partial", email: null, phone: null, fullName, address: null });

describe("search", () => {
  it("ignores accents and case: 'Montreal' finds 'Montréal' and the other way round", async () => {
    const lead = await createLead(t.db, { city: "Montréal", fullName: "Accent Olivier" });
    const plain = await createLead(t.db, { city: "Saint-Jérôme", fullName: "Hélène Côté-Gagnon" });
    expect(await search("Montreal")).toContain(lead.id);
    expect(await search("MONTRÉAL")).toContain(lead.id);
    expect(await search("montreal")).toContain(lead.id);
    expect(await search("jerome")).toEqual([plain.id]);
    expect(await search("helene cote")).toEqual([plain.id]);
    expect(await search("HÉLÈNE CÔTÉ")).toEqual([plain.id]);
  });

  it("matches phone digits whatever the formatting", async () => {
    const lead = await createLead(t.db, { phone: "(416) 555-0100", fullName: "Phone Formatted" });
    for (const q of ["4165550100", "416-555-0100", "(416) 555-0100", "416.555.0100", "555-0100", "+1 416 555 0100"]) {
      const found = await search(q);
      if (q.startsWith("+1"))
        expect(found, q).not.toContain(lead.id); // the stored number has no country code
      else expect(found, q).toEqual([lead.id]);
    }
    const dotted = await createLead(t.db, { phone: "514.555.0199", fullName: "Phone Dotted" });
    expect(await search("(514) 555-0199")).toEqual([dotted.id]);
  });

  it("matches postal codes with or without the space, in any case", async () => {
    const lead = await createLead(t.db, { postalCode: "M5V 3L9", fullName: "Postal Spaced" });
    for (const q of ["m5v3l9", "M5V3L9", "m5v 3l9", "M5V 3L9"]) expect(await search(q), q).toEqual([lead.id]);
    const tight = await createLead(t.db, { postalCode: "H2X1Y4", fullName: "Postal Tight" });
    expect(await search("h2x 1y4")).toEqual([]); // stored without a space: only the spaceless form matches
    expect(await search("h2x1y4")).toEqual([tight.id]);
  });

  it("still finds what it found before: name, e-mail, address, city; % and _ are plain characters", async () => {
    const lead = await createLead(t.db, {
      fullName: "Quentin Zarathustra",
      email: "qz.unique@example.org",
      address: "9 Wobblestone Road",
      city: "Inuvik",
    });
    for (const q of ["zarathustra", "QZ.UNIQUE@", "wobblestone", "inuvik"])
      expect(await search(q), q).toEqual([lead.id]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });
});

describe("unfinished leads", () => {
  it("leave 'All Leads' and the counters, and are listed, counted and searchable in their own view", async () => {
    const before = (await get("/api/leads/counts")).json();
    const gone = await abandoned("Abandoned Quokka");
    const nameless = await abandoned();
    // A partial with a way to reach the seller stays among the leads; so does a finished lead.
    const reachable = await createLead(t.db, { status: "Partial", phone: null, fullName: "Reachable Quokka" });
    const finished = await createLead(t.db, { email: null, phone: null, status: "Contacted", fullName: "Done Quokka" });

    const all = await ids("/api/leads?limit=200");
    expect(all).not.toContain(gone.id);
    expect(all).not.toContain(nameless.id);
    expect(all).toEqual(expect.arrayContaining([reachable.id, finished.id]));
    expect(await search("quokka")).toEqual([finished.id, reachable.id]);
    expect(await ids("/api/leads?view=active&type=realtor&limit=200")).not.toContain(gone.id);

    const unfinished = await get("/api/leads?view=unfinished&limit=200");
    expect(unfinished.json().map((l: { id: string }) => l.id)).toEqual([nameless.id, gone.id]);
    expect(unfinished.headers["x-total-count"]).toBe("2");
    expect(await search("quokka", "&view=unfinished")).toEqual([gone.id]);
    expect((await get(`/api/leads/${gone.id}`)).statusCode).toBe(200);

    const after = (await get("/api/leads/counts")).json();
    expect(after).toEqual({
      total: before.total + 2,
      cash: before.cash,
      realtor: before.realtor + 2,
      unfinished: before.unfinished + 2,
      estimated: false,
    });
  });

  it("joins 'All Leads' once staff add a phone number", async () => {
    const lead = await abandoned("Later Reached");
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/leads/${lead.id}`,
      headers: { ...sameOrigin, cookie },
      payload: { phone: "(613) 555-0142" },
    });
    expect(res.statusCode).toBe(200);
    expect(await search("later reached")).toEqual([lead.id]);
    expect(await search("later reached", "&view=unfinished")).toEqual([]);
  });

  it("pages the unfinished view with its own next link", async () => {
    for (let i = 0; i < 3; i++) await abandoned(`Pageable Wombat ${i}`);
    const res = await get("/api/leads?view=unfinished&q=wombat&limit=2");
    const next = /<([^>]+)>; rel="next"/.exec(String(res.headers.link))?.[1] ?? "";
    expect(new URL(next, "http://x").searchParams.get("view")).toBe("unfinished");
    expect(await ids(next)).toHaveLength(1);
    expect((await get("/api/leads?view=abandoned")).statusCode).toBe(400);
  });
});

describe("list totals", () => {
  it("are exact up to 1,000 matches and capped past them", async () => {
    const insert = (n: number, name: string) =>
      t.db.insert(leads).values(Array.from({ length: n }, () => ({ id: newLeadId(), fullName: name, phone: "1" })));
    await insert(1000, "Capybara Exact");
    const exact = await get("/api/leads?q=capybara&limit=1");
    expect(exact.headers["x-total-count"]).toBe("1000");
    expect(exact.headers["x-total-count-capped"]).toBeUndefined();
    await insert(1, "Capybara Exact");
    const capped = await get("/api/leads?q=capybara&limit=1");
    expect(capped.headers["x-total-count"]).toBe("1000");
    expect(capped.headers["x-total-count-capped"]).toBe("true");
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(sql`${leads.fullName} = 'Capybara Exact'`);
    expect(row?.n).toBe(1001);
  });
});

import { randomBytes } from "node:crypto";
import { inflateSync } from "node:zlib";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeValueDisclaimers } from "../../../contract/home-value";
import { CONSENT_TEXT_VERSION } from "../../../contract/leads";
import {
  auditLog,
  emailOutbox,
  leadHistory,
  leadHomeValues,
  leads,
  soldHomeImports,
  soldHomes,
} from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { multipartForm } from "../../test/multipart-form";
import { measureAccuracy } from "./accuracy";
import { loadSales } from "./home-value.repository";
import { salesCsv, sampleCsvMapping, sampleSales } from "./sample-sales";
import { runSoldHomeImport, SoldHomeImportInterrupted } from "./sold-home-import.service";

let t: TestApp;
let adminCookie: string;
let agentCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  adminCookie = await signIn(t.app, (await createUser(t.db, { role: "admin" })).email);
  agentCookie = await signIn(t.app, (await createUser(t.db)).email);
}, 120_000);
afterAll(() => t.close());

const upload = (url: string, body: ReturnType<typeof multipartForm>, cookie = adminCookie) =>
  t.app.inject({ method: "POST", url, payload: body.payload, headers: { ...sameOrigin, ...body.headers, cookie } });
const json = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, cookie?: string) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...sameOrigin, ...(cookie ? { cookie } : {}) } });

async function jobOf(id: number) {
  const res = await json("GET", `/api/admin/home-value/imports/${id}`, undefined, adminCookie);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    status: string;
    processedRows: number;
    createdRows: number;
    duplicateRows: number;
    errorRows: number;
    errors: unknown[];
  };
}

// The sold homes: a known price model plus 8% noise, in the seeded cities, the last two years.
const sales = sampleSales({ count: 1200, seed: 5, start: "2024-09-01", days: 780 });
const mapping = JSON.stringify(sampleCsvMapping);
const torontoDetached = sales.find((s) => s.city === "Toronto" && s.propertyType === "detached");
const sample = {
  street: "88 Maple Avenue",
  city: "Toronto",
  province: "ON",
  postalCode: torontoDetached?.postalCode ?? "M4C 1A1",
  propertyType: "detached",
  bedrooms: 3,
  bathrooms: 2,
  livingArea: 1750,
  yearBuilt: 1995,
};

describe("sold-home CSV import", () => {
  const bad = [
    "Address,Unit,City,Province,Postal Code,Property Type,Bedrooms,Bathrooms,Living Area (sq ft),Lot Size,Year Built,Sold Price,Sold Date,Latitude,Longitude",
    '1 Good Street,,Toronto,ON,M4C 1B2,detached,3,2,1600,,1990,"$1,050,000",2026-03-02,43.68,-79.31',
    "2 Castle Road,,Toronto,ON,M4C 1B2,castle,3,2,1600,,1990,900000,2026-03-02,,",
    "3 No Size Road,,Toronto,ON,M4C 1B2,condo,1,1,,,1990,500000,2026-03-02,,",
    "4 Wrong Prov Road,,Toronto,QC,M4C 1B2,condo,1,1,700,,1990,500000,2026-03-02,,",
    "5 Bad Date Road,,Toronto,ON,M4C 1B2,condo,1,1,700,,1990,500000,03/02/2026,,",
    "6 Half Place Road,,Toronto,ON,M4C 1B2,condo,1,1,700,,1990,500000,2026-03-02,43.6,",
  ].join("\n");

  it("previews the header with a suggested mapping, and lists every bad row in the dry run (nothing guessed)", async () => {
    const preview = await upload(
      "/api/admin/home-value/import/preview",
      multipartForm({ name: "sales.csv", content: bad }),
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().suggested).toEqual(sampleCsvMapping);
    expect(preview.json().rows).toHaveLength(5);

    const dry = await upload(
      "/api/admin/home-value/import/dry-run",
      multipartForm({ name: "sales.csv", content: bad }, { mapping }),
    );
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({
      totalRows: 6,
      validRows: 1,
      errorRows: 5,
      errors: [
        {
          row: 3,
          column: "Property Type",
          message: "Not detached, semi-detached, townhouse or condo",
          code: "property_type_unknown",
        },
        { row: 4, column: "Living Area (sq ft)", message: "Required", code: "required" },
        {
          row: 5,
          column: "Postal Code",
          message: "The postal code is not in this province",
          code: "postal_code_province",
        },
        { row: 6, column: "Sold Date", message: "Not a date (YYYY-MM-DD)", code: "date_invalid" },
        { row: 7, column: "Longitude", message: "Latitude and longitude go together", code: "coordinates_pair" },
      ],
    });
    expect(await t.db.select().from(soldHomes)).toHaveLength(0);
  });

  it("suggests the mapping of an export's snake_case and French headers (sold_date, square_feet, Superficie)", async () => {
    const snake = await upload(
      "/api/admin/home-value/import/preview",
      multipartForm({
        name: "mls.csv",
        content:
          "street_address,unit,city,province,postal_code,property_type,bedrooms,bathrooms,square_feet,lot_size,year_built,sold_price,sold_date\n1 A St,,Toronto,ON,M4C 1B2,condo,1,1,700,,1990,500000,2026-03-02",
      }),
    );
    expect(snake.json().suggested).toEqual({
      street: "street_address",
      unit: "unit",
      city: "city",
      province: "province",
      postalCode: "postal_code",
      propertyType: "property_type",
      bedrooms: "bedrooms",
      bathrooms: "bathrooms",
      livingArea: "square_feet",
      lotSize: "lot_size",
      yearBuilt: "year_built",
      soldPrice: "sold_price",
      soldDate: "sold_date",
    });
    const french = await upload(
      "/api/admin/home-value/import/preview",
      multipartForm({
        name: "ventes.csv",
        content:
          "Adresse,Unité,Ville,Province,Code_postal,Genre,Chambres,Salles de bain,Superficie habitable,Année de construction,Prix,Date de vente\n1 Rue A,,Laval,QC,H7N 1A1,condo,1,1,700,1990,500000,2026-03-02",
      }),
    );
    expect(french.json().suggested).toEqual({
      street: "Adresse",
      unit: "Unité",
      city: "Ville",
      province: "Province",
      postalCode: "Code_postal",
      propertyType: "Genre",
      bedrooms: "Chambres",
      bathrooms: "Salles de bain",
      livingArea: "Superficie habitable",
      yearBuilt: "Année de construction",
      soldPrice: "Prix",
      soldDate: "Date de vente",
    });
  });

  it("refuses a mapping without a required column, and an agent", async () => {
    const { soldPrice: _soldPrice, ...withoutPrice } = sampleCsvMapping;
    const res = await upload(
      "/api/admin/home-value/import/dry-run",
      multipartForm({ name: "sales.csv", content: bad }, { mapping: JSON.stringify(withoutPrice) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation_error", message: "Choose the column with the sold price" });
    const agent = await upload(
      "/api/admin/home-value/import/preview",
      multipartForm({ name: "s.csv", content: bad }),
      agentCookie,
    );
    expect(agent.statusCode).toBe(403);
  });

  it("imports the good rows, reports the bad ones, and keeps a sale once when the file comes again", async () => {
    const started = await upload(
      "/api/admin/home-value/import",
      multipartForm({ name: "bad.csv", content: bad }, { mapping }),
    );
    expect(started.statusCode).toBe(202);
    const { id } = started.json() as { id: number };
    await expect.poll(async () => (await jobOf(id)).status, { timeout: 30_000 }).toBe("done");
    expect(await jobOf(id)).toMatchObject({ processedRows: 6, createdRows: 1, duplicateRows: 0, errorRows: 5 });
    const [stored] = await t.db.select().from(soldHomes).where(eq(soldHomes.importId, id));
    expect(stored).toMatchObject({
      street: "1 Good Street",
      postalCode: "M4C 1B2",
      fsa: "M4C",
      propertyType: "detached",
      livingArea: 1600,
      soldPriceCents: 105_000_000,
      soldDate: "2026-03-02",
      source: "csv",
    });
    const again = await upload(
      "/api/admin/home-value/import",
      multipartForm({ name: "bad.csv", content: bad }, { mapping }),
    );
    const second = (again.json() as { id: number }).id;
    await expect.poll(async () => (await jobOf(second)).status, { timeout: 30_000 }).toBe("done");
    expect(await jobOf(second)).toMatchObject({ createdRows: 0, duplicateRows: 1, errorRows: 5 });
    // The admins' list: newest first, each job as its own page shows it (the file and mapping left out).
    const list = await json("GET", "/api/admin/home-value/imports", undefined, adminCookie);
    expect(list.statusCode).toBe(200);
    const listed = list.json() as { id: number }[];
    expect(listed.slice(0, 2)).toEqual([await jobOf(second), await jobOf(id)]);
    expect(listed[0]).not.toHaveProperty("file");
    expect((await json("GET", "/api/admin/home-value/imports", undefined, agentCookie)).statusCode).toBe(403);
    await t.db.delete(soldHomes);
  });

  it("goes on from its last committed batch after a cut, each sale once", async () => {
    const file = Buffer.from(salesCsv(sales));
    // A job the app's own worker does not see yet (as a claim of a process that then dies).
    const [job] = await t.db
      .insert(soldHomeImports)
      .values({
        status: "running",
        fileName: "resume.csv",
        file,
        mapping: sampleCsvMapping,
        totalRows: sales.length,
        attempts: 1,
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: soldHomeImports.id });
    const id = job?.id as number;
    let batches = 0;
    await expect(
      runSoldHomeImport(
        t.db,
        {
          id,
          file,
          mapping: sampleCsvMapping,
          processedRows: 0,
          createdRows: 0,
          duplicateRows: 0,
          createdAt: new Date(),
        },
        { mine: sql`id = ${id} AND attempts = 1 AND status = 'running'`, stopping: () => batches++ >= 1 },
      ),
    ).rejects.toBeInstanceOf(SoldHomeImportInterrupted);
    expect(await jobOf(id)).toMatchObject({ status: "running", processedRows: 1000, createdRows: 1000 });
    // The claim runs out; any process's worker takes the job again.
    await t.db.update(soldHomeImports).set({ nextAttemptAt: new Date() }).where(eq(soldHomeImports.id, id));
    t.app.homeValue.kickImports();
    await expect.poll(async () => (await jobOf(id)).status, { timeout: 30_000 }).toBe("done");
    expect(await jobOf(id)).toMatchObject({ processedRows: 1200, createdRows: 1200, duplicateRows: 0, errorRows: 0 });
    const [count] = await t.db.select({ n: sql<number>`count(*)::int` }).from(soldHomes);
    expect(count?.n).toBe(1200);
  });

  it("measures the estimator on the imported sales after the import: the figures for that set", async () => {
    await expect
      .poll(
        async () =>
          (await json("GET", "/api/admin/home-value/accuracy", undefined, adminCookie)).json().figures?.overall.sales,
        { timeout: 60_000 },
      )
      .toBe(1200);
    const res = await json("GET", "/api/admin/home-value/accuracy", undefined, adminCookie);
    const body = res.json();
    expect(body.soldHomes).toBe(1200);
    expect(body.figures).toEqual(await measureAccuracy(await loadSales(t.db)));
    expect(body.figures.method).toBe("leave-one-out");
    expect(body.figures.overall.sales).toBe(1200);
    expect(body.figures.overall.medianAbsError).toBeLessThan(0.08);
    expect(body.figures.regions.map((r: { region: string }) => r.region).sort()).toEqual([
      "Calgary",
      "Montréal",
      "Ottawa",
      "Québec",
      "Toronto",
      "Vancouver",
    ]);
    expect((await json("GET", "/api/admin/home-value/accuracy", undefined, agentCookie)).statusCode).toBe(403);
  });
});

describe("/api/v1/sold-homes", () => {
  async function keyWith(scopes: string[]) {
    const res = await json("POST", "/api/admin/api-keys", { name: `Feed ${scopes.join(" ")}`, scopes }, adminCookie);
    expect(res.statusCode).toBe(201);
    return (res.json() as { key: string }).key;
  }
  const home = {
    street: "9 Feed Lane",
    city: "Ottawa",
    province: "ON",
    postalCode: "K1S 2B3",
    propertyType: "townhouse",
    livingArea: 1400,
    soldPrice: 640000,
    soldDate: "2026-05-04",
  };

  it("adds sales with a sold-homes:write key, reporting the bad ones by index", async () => {
    const key = await keyWith(["sold-homes:write"]);
    const send = (homes: unknown[]) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/sold-homes",
        headers: { authorization: `Bearer ${key}` },
        payload: { homes },
      });
    const res = await send([home, { ...home, street: "10 Feed Lane", propertyType: "igloo" }, "nope"]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      receivedRows: 3,
      createdRows: 1,
      duplicateRows: 0,
      errorRows: 2,
      errors: [
        {
          row: 1,
          column: "propertyType",
          message: "Not detached, semi-detached, townhouse or condo",
          code: "property_type_unknown",
        },
        { row: 2, column: null, message: "Not an object", code: "not_an_object" },
      ],
    });
    expect((await send([home])).json()).toMatchObject({ createdRows: 0, duplicateRows: 1 });
    const [row] = await t.db.select().from(soldHomes).where(eq(soldHomes.street, "9 Feed Lane"));
    expect(row).toMatchObject({ source: "api", soldPriceCents: 64_000_000, fsa: "K1S" });
  });

  it("refuses a key without the scope", async () => {
    const key = await keyWith(["leads:read"]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/sold-homes",
      headers: { authorization: `Bearer ${key}` },
      payload: { homes: [home] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: "api_key_scope_missing" });
  });
});

describe("the public estimate", () => {
  it("gives a range with the 3 to 6 comparables it used, and the disclaimer in the visitor's language", async () => {
    await t.app.homeValue.store.rebuild();
    const res = await json("POST", "/api/home-value/estimate", sample);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.estimate).toMatchObject({ currency: "CAD" });
    expect(body.estimate.low).toBeLessThan(body.estimate.value);
    expect(body.estimate.high).toBeGreaterThan(body.estimate.value);
    expect(body.comparables.length).toBeGreaterThanOrEqual(3);
    expect(body.comparables.length).toBeLessThanOrEqual(6);
    for (const c of body.comparables) {
      expect(c).toMatchObject({ city: "Toronto", propertyType: "detached" });
      expect(Object.keys(c).sort()).toEqual([
        "address",
        "adjustedPrice",
        "adjustments",
        "bathrooms",
        "bedrooms",
        "city",
        "distanceKm",
        "livingArea",
        "price",
        "propertyType",
        "soldDate",
        "yearBuilt",
      ]);
      // Each adjustment in dollars, and the adjusted price is the sale price plus them.
      expect(c.adjustedPrice).toBe(c.price + c.adjustments.size + c.adjustments.age + c.adjustments.time);
      // A smaller sale is brought up to the home's 1,750 sq ft, a larger one down; an older one up to 1995.
      expect(Math.sign(c.adjustments.size)).toBe(Math.sign(1750 - c.livingArea));
      if (c.yearBuilt !== null) expect(Math.sign(c.adjustments.age)).toBe(Math.sign(1995 - c.yearBuilt));
    }
    expect(body.placement).toBe("own-fsa");
    expect(body.disclaimer).toBe(homeValueDisclaimers["en-CA"]);
    expect(body.disclaimer).toContain("an estimate, not an appraisal");
    const fr = await json("POST", "/api/home-value/estimate", { ...sample, locale: "fr-CA" });
    expect(fr.json().disclaimer).toContain("une estimation, pas une évaluation");
    expect(fr.json().disclaimer).not.toContain("évaluateur agréé");
  });

  it("gives no number where the data cannot support one", async () => {
    const res = await json("POST", "/api/home-value/estimate", {
      ...sample,
      city: "Winnipeg",
      province: "MB",
      postalCode: "R3C 4T3",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      estimate: null,
      comparables: [],
      reason: "area-unknown",
      placement: "neighbour-fsa",
    });
  });

  it("places a home whose FSA has no sale at its FSA's centroid, among the neighbouring FSAs' sales", async () => {
    // M4K (Riverdale) has no sale on file; M4C, M4E and M4L, 3 to 4 km away, have.
    const res = await json("POST", "/api/home-value/estimate", { ...sample, postalCode: "M4K 1B4" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.placement).toBe("neighbour-fsa");
    expect(body.estimate.low).toBeLessThan(body.estimate.value);
    expect(body.estimate.high).toBeGreaterThan(body.estimate.value);
    expect(body.comparables.length).toBeGreaterThanOrEqual(3);
    for (const c of body.comparables) {
      expect(c.distanceKm).toBeGreaterThan(0.5);
      expect(c.distanceKm).toBeLessThanOrEqual(15);
    }
    expect(sales.some((s) => s.postalCode.startsWith("M4K"))).toBe(false);
  });

  it("answers 400 with a code for a postal code of the right shape in no Canadian FSA", async () => {
    const res = await json("POST", "/api/home-value/estimate", { ...sample, postalCode: "M9Z 1A1" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: "postal_area_unknown",
      reason: "postal_area_unknown",
      issues: [{ path: "postalCode" }],
    });
  });

  it("answers 400 for bad input", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...sample, street: "" }, "street"],
      [{ ...sample, propertyType: "castle" }, "propertyType"],
      [{ ...sample, postalCode: "12345" }, "postalCode"],
      [{ ...sample, province: "QC" }, "postalCode"],
      [{ ...sample, livingArea: 50 }, "livingArea"],
      [{ ...sample, bedrooms: "three" }, "bedrooms"],
    ];
    for (const [payload, path] of cases) {
      const res = await json("POST", "/api/home-value/estimate", payload);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code).toBe("validation_error");
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(`body.${path}`);
    }
  });
});

describe("the funnel's lead, the agent's view, the ballpark and the PDF", () => {
  const leadSecret = randomBytes(16).toString("base64url");
  const id = newLeadId();

  it("saves the seller, the home and its estimate in one call, and keeps the estimate for the agent", async () => {
    const saved = await json("POST", "/api/home-value/lead", {
      id,
      leadSecret,
      fullName: "Hana Seller",
      email: "hana.seller@example.com",
      phone: "(416) 555-0199",
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
      locale: "en-CA",
      request: sample,
    });
    expect(saved.statusCode).toBe(200);
    const [lead] = await t.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ type: "realtor", fullName: "Hana Seller", source: "home-value", status: "Contacted" });
    const estimate = await json("POST", "/api/home-value/estimate", sample);
    const [row] = await t.db.select().from(leadHomeValues).where(eq(leadHomeValues.leadId, id));
    expect(row?.estimate).toEqual(estimate.json().estimate);
    expect(row?.comparables).toEqual(estimate.json().comparables);
    const kept = estimate;

    const agentView = await json("GET", `/api/leads/${id}/home-value`, undefined, agentCookie);
    expect(agentView.statusCode).toBe(200);
    expect(agentView.json().homeValue).toMatchObject({
      estimate: kept.json().estimate,
      request: { street: "88 Maple Avenue" },
    });
    expect((await json("GET", `/api/leads/${id}/home-value`)).statusCode).toBe(401);
  });

  it("gives the cash-offer ballpark: the range less the admin's discount and fees, with its conditions", async () => {
    const terms = {
      cashDiscountBp: 800,
      cashFeeBp: 400,
      conditionDiscountBp: { Excellent: 300, Good: 800, Fair: 1500, Poor: 2500 },
    };
    const put = await json("PUT", "/api/admin/home-value/settings", terms, adminCookie);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual(terms);
    const res = await json("POST", "/api/home-value/ballpark", { leadId: id, leadSecret });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [row] = await t.db.select().from(leadHomeValues).where(eq(leadHomeValues.leadId, id));
    const estimate = row?.estimate as { low: number; high: number };
    expect(body).toEqual({
      ballpark: {
        low: Math.floor((estimate.low * 0.88) / 1000) * 1000,
        high: Math.ceil((estimate.high * 0.88) / 1000) * 1000,
        currency: "CAD",
      },
      estimate: row?.estimate,
      discountBp: 800,
      feeBp: 400,
      conditions: ["subject-to-inspection", "not-an-offer-until-written"],
      condition: null,
    });
    expect(
      (await json("POST", "/api/home-value/ballpark", { leadId: id, leadSecret: "y".repeat(22) })).statusCode,
    ).toBe(404);
    expect((await json("PUT", "/api/admin/home-value/settings", terms, agentCookie)).statusCode).toBe(403);
  });

  it("takes the condition into account, and the agent sees exactly the ballpark the seller was shown, and when", async () => {
    const [row] = await t.db.select().from(leadHomeValues).where(eq(leadHomeValues.leadId, id));
    const estimate = row?.estimate as { low: number; high: number };
    const ballpark = async (condition: string) =>
      (await json("POST", "/api/home-value/ballpark", { leadId: id, leadSecret, details: { condition } })).json();
    const excellent = await ballpark("Excellent");
    const fair = await ballpark("Fair");
    // Excellent: 3% + 4% fees; Fair: 15% + 4% (the settings of the test before).
    expect(excellent).toMatchObject({
      condition: "Excellent",
      discountBp: 300,
      ballpark: { low: Math.floor((estimate.low * 0.93) / 1000) * 1000 },
    });
    expect(fair).toMatchObject({
      condition: "Fair",
      discountBp: 1500,
      ballpark: { high: Math.ceil((estimate.high * 0.81) / 1000) * 1000 },
    });
    expect(fair.ballpark.high).toBeLessThan(excellent.ballpark.high);
    // The lead's own condition (the four-card flow's score) when the request names none: Poor is 3.
    await t.db.update(leads).set({ condition: 3 }).where(eq(leads.id, id));
    const poor = (await json("POST", "/api/home-value/ballpark", { leadId: id, leadSecret })).json();
    expect(poor).toMatchObject({ condition: "Poor", discountBp: 2500 });
    await t.db.update(leads).set({ condition: null }).where(eq(leads.id, id));

    const agentView = (await json("GET", `/api/leads/${id}/home-value`, undefined, agentCookie)).json().homeValue;
    expect(agentView.ballpark).toEqual(poor);
    expect(Date.now() - Date.parse(agentView.ballparkShownAt)).toBeLessThan(60_000);
    expect(agentView.estimateShownAt).toEqual(expect.any(String));
    expect(agentView.analysisRequestedAt).toEqual(expect.any(String));
  });

  it("validates the ballpark terms: each 0 to 50%, and a worse condition never loses less", async () => {
    const terms = {
      cashDiscountBp: 1000,
      cashFeeBp: 500,
      conditionDiscountBp: { Excellent: 500, Good: 1000, Fair: 1500, Poor: 2500 },
    };
    const put = (body: unknown) => json("PUT", "/api/admin/home-value/settings", body, adminCookie);
    const reversed = await put({ ...terms, conditionDiscountBp: { ...terms.conditionDiscountBp, Poor: 1200 } });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      code: "validation_error",
      issues: [{ path: "body.conditionDiscountBp.Poor", message: "A worse condition cannot have a smaller discount" }],
    });
    const tooMuch = await put({ ...terms, conditionDiscountBp: { ...terms.conditionDiscountBp, Poor: 6000 } });
    expect(tooMuch.statusCode).toBe(400);
    expect((await put({ cashDiscountBp: 1000, cashFeeBp: 500 })).statusCode).toBe(400);
    expect((await put(terms)).statusCode).toBe(200);
    expect((await json("GET", "/api/admin/home-value/settings", undefined, adminCookie)).json()).toEqual(terms);
  });

  it("gives a lead-flow cash lead its ballpark from its address and the funnel's details, kept for the agent", async () => {
    const cashId = newLeadId();
    const cashSecret = randomBytes(16).toString("base64url");
    const saved = await json("POST", "/api/leads", {
      id: cashId,
      leadSecret: cashSecret,
      leadType: "cash",
      name: "Cole Cash",
      email: "cole.cash@example.com",
      phone: "(416) 555-0142",
      street: "90 Maple Avenue",
      city: "Toronto",
      province: "ON",
      postalCode: sample.postalCode,
      consent: true,
    });
    expect(saved.statusCode).toBe(200);
    const res = await json("POST", "/api/home-value/ballpark", {
      leadId: cashId,
      leadSecret: cashSecret,
      details: { propertyType: "detached", livingArea: 1750, yearBuilt: 1995 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.estimate).toMatchObject({ currency: "CAD" });
    expect(body.ballpark.high).toBeLessThan(body.estimate.high);
    expect(body.conditions).toEqual(["subject-to-inspection", "not-an-offer-until-written"]);
    const [kept] = await t.db.select().from(leadHomeValues).where(eq(leadHomeValues.leadId, cashId));
    expect(kept?.estimate).toEqual(body.estimate);
    expect(kept?.request).toMatchObject({ street: "90 Maple Avenue", propertyType: "detached", livingArea: 1750 });
    const bad = await json("POST", "/api/home-value/ballpark", {
      leadId: cashId,
      leadSecret: cashSecret,
      details: { propertyType: "castle" },
    });
    expect(bad.statusCode).toBe(400);
  });

  /** The text drawn in a PDF: pdfkit writes it as hex strings inside compressed content streams. */
  const pdfText = (pdf: Buffer) =>
    [...pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)endstream/g)]
      .map((m) => {
        try {
          return inflateSync(Buffer.from(m[1] ?? "", "latin1")).toString("latin1");
        } catch {
          return "";
        }
      })
      .map((content) =>
        [...content.matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1] ?? "", "hex").toString("latin1")).join(""),
      )
      .join("");

  it("makes the market-analysis PDF in the seller's language, with the estimate, comparables and disclaimer", async () => {
    const res = await json("GET", `/api/leads/${id}/market-analysis.pdf`, undefined, agentCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain("Market analysis of your home");
    expect(text).toContain("Comparable homes sold nearby");
    expect(text.replace(/\s+/g, " ")).toContain("This is an estimate, not an appraisal.");
    expect(text).not.toMatch(/appraisal by|appraiser/i);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, id), eq(auditLog.action, "lead.read")))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.details).toEqual({ document: "market-analysis.pdf" });

    await t.db.update(leads).set({ locale: "fr-CA" }).where(eq(leads.id, id));
    const fr = await json("GET", `/api/leads/${id}/market-analysis.pdf`, undefined, agentCookie);
    expect(fr.headers["content-disposition"]).toContain("analyse-comparative-de-marche.pdf");
    const frText = pdfText(fr.rawPayload).replace(/\s+/g, " ");
    expect(frText).toContain("Ce chiffre est une estimation, pas une évaluation.");
    expect(frText).not.toContain("évaluateur agréé");
    await t.db.update(leads).set({ locale: "en-CA" }).where(eq(leads.id, id));
  });

  it("tells the agent before downloading whether the analysis has a number", async () => {
    const view = await json("GET", `/api/leads/${id}/home-value`, undefined, agentCookie);
    expect(view.json()).toMatchObject({ analysisHasNumber: true, analysisWithoutNumber: null });
    // A lead in an FSA no sale is near (Whitehorse): no number, and the page says so before the download.
    const far = newLeadId();
    const saved = await json("POST", "/api/leads", {
      id: far,
      leadSecret: randomBytes(16).toString("base64url"),
      name: "Yara Yukon",
      email: "yara.yukon@example.com",
      street: "402 Lambert Street",
      city: "Whitehorse",
      province: "YT",
      postalCode: "Y1A 1Z5",
      consent: true,
    });
    expect(saved.statusCode).toBe(200);
    const farView = await json("GET", `/api/leads/${far}/home-value`, undefined, agentCookie);
    // Why, for the lead page's hint (issue 44): no sale in or near Whitehorse's area.
    expect(farView.json()).toEqual({
      homeValue: null,
      analysisHasNumber: false,
      analysisWithoutNumber: "area-unknown",
    });
    // A lead without a postal code: nothing to place, and the reason says so.
    const bare = newLeadId();
    const bareSaved = await json("POST", "/api/leads", {
      id: bare,
      leadSecret: randomBytes(16).toString("base64url"),
      name: "Nora Nopostal",
      email: "nora.nopostal@example.com",
      consent: true,
    });
    expect(bareSaved.statusCode).toBe(200);
    const bareView = await json("GET", `/api/leads/${bare}/home-value`, undefined, agentCookie);
    expect(bareView.json()).toEqual({
      homeValue: null,
      analysisHasNumber: false,
      analysisWithoutNumber: "no-postal-code",
    });
    const refused = await json("POST", `/api/leads/${far}/market-analysis/send`, {}, agentCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: "analysis_not_requested" });
  });

  it("sends the full analysis the seller asked for once an agent approves it: the outbox, the consent, a history row", async () => {
    const approver = await createUser(t.db, { fullName: "Priya Approver", phone: "(416) 555-0177" });
    const cookie = await signIn(t.app, approver.email);
    const before = await t.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id));
    expect(before.filter((m) => m.kind === "home_value_analysis")).toEqual([]);
    expect((await json("POST", `/api/leads/${id}/market-analysis/send`, {})).statusCode).toBe(401);
    const sent = await json("POST", `/api/leads/${id}/market-analysis/send`, {}, cookie);
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "home_value_analysis")));
    expect(mail).toMatchObject({ toAddress: "hana.seller@example.com", subject: "Your market analysis" });
    expect(mail?.textBody).toContain("Priya Approver");
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({ filename: "market-analysis.pdf", contentType: "application/pdf" });
    const pdf = Buffer.from(attachment?.contentBase64 ?? "", "base64");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(pdf)).toContain("Priya Approver");
    const history = await t.db
      .select()
      .from(leadHistory)
      .where(and(eq(leadHistory.leadId, id), eq(leadHistory.code, "home_value.analysis_sent")));
    expect(history).toEqual([expect.objectContaining({ userId: approver.id, changeType: "email" })]);
    const view = (await json("GET", `/api/leads/${id}/home-value`, undefined, agentCookie)).json();
    expect(view.homeValue.analysisSentAt).toBe(sent.json().sentAt);
    // Once: a second click is refused, and nothing more is queued.
    const again = await json("POST", `/api/leads/${id}/market-analysis/send`, {}, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: "analysis_already_sent" });
  });

  it("keeps the analysis back when the seller's consent was withdrawn", async () => {
    const withdrawn = newLeadId();
    const saved = await json("POST", "/api/home-value/lead", {
      id: withdrawn,
      leadSecret: randomBytes(16).toString("base64url"),
      fullName: "Wes Withdrawn",
      email: "wes.withdrawn@example.com",
      consent: true,
      consentTextVersion: CONSENT_TEXT_VERSION,
      locale: "en-CA",
      request: { ...sample, street: "5 Maple Avenue" },
    });
    expect(saved.statusCode).toBe(200);
    // The seller follows an unsubscribe link (decision 020): withdrawn and suppressed on the ledger.
    const token = randomBytes(24).toString("base64url");
    await t.db.update(leads).set({ unsubscribeToken: token }).where(eq(leads.id, withdrawn));
    expect((await json("POST", `/unsubscribe/${token}`)).statusCode).toBe(200);
    const res = await json("POST", `/api/leads/${withdrawn}/market-analysis/send`, {}, agentCookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: "analysis_no_consent" });
    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, withdrawn), eq(emailOutbox.kind, "home_value_analysis")));
    expect(queued).toEqual([]);
  });

  it("goes with the seller's export and erase (their address and details)", async () => {
    const email = encodeURIComponent("hana.seller@example.com");
    const exported = await json("GET", `/api/admin/privacy/person/export?email=${email}`, undefined, adminCookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().homeValues).toEqual([
      expect.objectContaining({ leadId: id, request: expect.objectContaining({ street: "88 Maple Avenue" }) }),
    ]);
    const erased = await json(
      "POST",
      "/api/admin/privacy/person/erase",
      { email: "hana.seller@example.com", confirmEmail: "hana.seller@example.com" },
      adminCookie,
    );
    expect(erased.statusCode).toBe(200);
    expect(await t.db.select().from(leadHomeValues).where(eq(leadHomeValues.leadId, id))).toEqual([]);
    // The analysis e-mailed to them goes too: its PDF named them and their address.
    const mails = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, id), eq(emailOutbox.kind, "home_value_analysis")));
    expect(mails.map((m) => [m.attachments, m.textBody.includes("Hana")])).toEqual([[null, false]]);
  });
});

import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadHistory, leads } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let managerCookie: string;
let agentCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  managerCookie = await signIn(t.app, (await createUser(t.db, { role: "manager" })).email);
  agentCookie = await signIn(t.app, (await createUser(t.db)).email);
});
afterAll(() => t.close());

/** A multipart body as a browser's FormData sends it. */
function multipart(file: { name: string; content: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----crm${randomBytes(8).toString("hex")}`;
  const parts: string[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/csv\r\n\r\n${file.content}\r\n`,
    );
  parts.push(`--${boundary}--\r\n`);
  return {
    payload: Buffer.from(parts.join("")),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const post = (url: string, body: ReturnType<typeof multipart>, cookie = managerCookie) =>
  t.app.inject({ method: "POST", url, payload: body.payload, headers: { ...sameOrigin, ...body.headers, cookie } });

const mapping = {
  fullName: "Name",
  email: "Email",
  phone: "Phone",
  city: "City",
  province: "Prov",
  type: "Type",
  consentBasis: "Consent",
  consentDate: "Consent date",
};

describe("CSV import", () => {
  const w = randomBytes(3).toString("hex");
  const existingEmail = `existing.${w}@example.com`;
  const csv = [
    "Name,Email,Phone,City,Prov,Type,Consent,Consent date",
    `Ava Good ${w},ava.${w}@example.com,416-555-0101,Toronto,on,cash,express,2026-01-05`,
    `Ben Bademail ${w},not-an-email,,Ottawa,ON,realtor,express,`,
    `Cleo Noconsent ${w},cleo.${w}@example.com,,Ottawa,ON,,,`,
    `Dan Implied ${w},dan.${w}@example.com,,Laval,QC,realtor,implied,`,
    `Eve Dup ${w},${existingEmail.toUpperCase()},,Montreal,QC,,implied,2026-03-01`,
    `"Fay, Quoted ${w}",fay.${w}@example.com,,Halifax,XX,condo,express,`,
    `Gus Again ${w},ava.${w}@example.com,,Toronto,ON,,express,`,
  ].join("\n");

  it("previews the header and the first rows", async () => {
    const res = await post("/api/leads/import/preview", multipart({ name: "leads.csv", content: csv }));
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview.columns).toEqual(["Name", "Email", "Phone", "City", "Prov", "Type", "Consent", "Consent date"]);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0][0]).toBe(`Ava Good ${w}`);
  });

  it("dry run lists exact per-row errors and duplicates and writes nothing", async () => {
    const existing = await createLead(t.db, { email: existingEmail, fullName: "Eve Existing" });
    const before = await t.db.select({ id: leads.id }).from(leads);
    const res = await post(
      "/api/leads/import/dry-run",
      multipart({ name: "leads.csv", content: csv }, { mapping: JSON.stringify(mapping) }),
    );
    expect(res.statusCode).toBe(200);
    const dry = res.json();
    expect(dry).toMatchObject({ totalRows: 7, validRows: 3, errorRows: 4, duplicateRows: 2 });
    expect(dry.errors).toEqual([
      { row: 3, column: "Email", message: "Invalid email address" },
      { row: 4, column: "Consent", message: "Consent basis is required (express or implied)" },
      { row: 5, column: "Consent date", message: "Implied consent needs its date" },
      { row: 7, column: "Prov", message: "Province must be one of ON, BC, QC, AB, MB, NS, NB, SK, NL, PE, NT, YT, NU" },
      { row: 7, column: "Type", message: "Type must be cash or realtor" },
    ]);
    expect(dry.duplicates).toEqual([
      { row: 6, reason: "email", leadId: existing.id, name: "Eve Existing", earlierRow: null },
      { row: 8, reason: "file", leadId: null, name: null, earlierRow: 2 },
    ]);
    expect(await t.db.select({ id: leads.id }).from(leads)).toHaveLength(before.length);
  });

  it("imports exactly the valid rows, with source 'import', consent and history, and reports progress", async () => {
    const res = await post(
      "/api/leads/import",
      multipart({ name: "leads.csv", content: csv }, { mapping: JSON.stringify(mapping) }),
    );
    expect(res.statusCode).toBe(202);
    const { id, totalRows } = res.json();
    expect(totalRows).toBe(7);
    await expect
      .poll(
        async () =>
          (await t.app.inject({ url: `/api/leads/imports/${id}`, headers: { cookie: managerCookie } })).json().status,
      )
      .toBe("done");
    const job = (await t.app.inject({ url: `/api/leads/imports/${id}`, headers: { cookie: managerCookie } })).json();
    expect(job).toMatchObject({ totalRows: 7, processedRows: 7, createdRows: 3, errorRows: 4 });
    expect(job.errors).toHaveLength(5);

    const imported = await t.db
      .select()
      .from(leads)
      .where(inArray(leads.fullName, [`Ava Good ${w}`, `Eve Dup ${w}`, `Gus Again ${w}`, `Ben Bademail ${w}`]));
    expect(imported.map((l) => l.fullName).sort()).toEqual([`Ava Good ${w}`, `Eve Dup ${w}`, `Gus Again ${w}`]);
    const ava = imported.find((l) => l.fullName === `Ava Good ${w}`);
    expect(ava).toMatchObject({
      source: "import",
      ownerKeyHash: null,
      type: "cash",
      province: "ON",
      phoneE164: "+14165550101",
      consentBasis: "express",
      stage: "new",
    });
    expect(ava?.consentAt?.toISOString()).toBe("2026-01-05T00:00:00.000Z");
    const history = await t.db
      .select()
      .from(leadHistory)
      .where(eq(leadHistory.leadId, ava?.id ?? ""));
    expect(history.map((h) => [h.changeType, h.notes])).toEqual([["import", "Imported from leads.csv"]]);
    // What the screen words: the code and its parameters (contract/history-codes.ts).
    expect(history.map((h) => [h.code, h.params])).toEqual([["imported", { file: "leads.csv" }]]);
    // Imported contacts never wait on a clock and refuse public saves.
    const staffView = await t.app.inject({ url: `/api/leads/${ava?.id}`, headers: { cookie: managerCookie } });
    expect(staffView.json().waitingSince).toBeNull();
    const publicSave = await t.app.inject({
      method: "POST",
      url: "/api/leads/partial",
      headers: sameOrigin,
      payload: { id: ava?.id, leadSecret: "p".repeat(32), name: "Hijack" },
    });
    expect(publicSave.statusCode).toBe(409);
  });

  it("refuses agents, a missing consent mapping, an unknown column, no file and a visitor", async () => {
    const body = () => multipart({ name: "leads.csv", content: csv }, { mapping: JSON.stringify(mapping) });
    expect((await post("/api/leads/import/dry-run", body(), agentCookie)).statusCode).toBe(403);
    const noConsent = await post(
      "/api/leads/import/dry-run",
      multipart({ name: "l.csv", content: csv }, { mapping: JSON.stringify({ fullName: "Name" }) }),
    );
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().issues).toEqual([
      { path: "mapping.consentBasis", message: "Choose the column with the consent basis" },
    ]);
    const unknown = await post(
      "/api/leads/import",
      multipart({ name: "l.csv", content: csv }, { mapping: JSON.stringify({ ...mapping, city: "Town" }) }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Column "Town" is not in the file');
    expect(unknown.json()).toMatchObject({
      code: "validation_error",
      reason: "csv_column_missing",
      params: { name: "Town" },
    });
    const noFile = await post("/api/leads/import/dry-run", multipart(null, { mapping: JSON.stringify(mapping) }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe("Choose a CSV file");
    expect(noFile.json()).toMatchObject({ reason: "csv_file_missing", params: {} });
    const noMapping = await post("/api/leads/import/dry-run", multipart({ name: "l.csv", content: csv }));
    expect(noMapping.json()).toMatchObject({
      message: "Map the file's columns first",
      reason: "csv_mapping_missing",
      params: {},
    });
    const empty = await post("/api/leads/import/preview", multipart({ name: "e.csv", content: "\n" }));
    expect(empty.json()).toMatchObject({ message: "The file is empty", reason: "csv_empty", params: {} });
    const notMultipart = await t.app.inject({
      method: "POST",
      url: "/api/leads/import/preview",
      headers: { ...sameOrigin, cookie: managerCookie, "content-type": "application/json" },
      payload: {},
    });
    expect(notMultipart.json()).toMatchObject({
      message: "Send the CSV file as multipart/form-data",
      reason: "csv_not_multipart",
    });
    const noJob = await t.app.inject({ url: "/api/leads/imports/999999", headers: { cookie: managerCookie } });
    expect(noJob.json()).toEqual({
      message: "Import not found",
      code: "not_found",
      reason: "import_not_found",
      params: {},
    });
    expect((await post("/api/leads/import/preview", body(), "")).statusCode).toBe(401);
    const broken = await post("/api/leads/import/preview", multipart({ name: "x.csv", content: 'a,b\n"unclosed,1' }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe("invalid_csv");
    const { message, reason, params } = broken.json();
    expect(reason).toBe("csv_invalid");
    expect(message).toBe(`The file is not valid CSV: ${params.detail}`);
    expect(params.detail).toMatch(/quote/i);
  });
});

describe("CSV import of a CRM export (separate names, snake_case headers)", () => {
  const w = randomBytes(3).toString("hex");
  const csv = [
    "first_name,last_name,e_mail,postal_code,consent,consent_date",
    `Léa,Tremblay ${w},lea.${w}@example.com,h2x 1y4,implied,2026-02-10`,
    `Omar,Haddad ${w},omar.${w}@example.com,M5V 2T6,express,2026-01-20`,
  ].join("\n");
  const jobDone = async (id: number) => {
    await expect
      .poll(
        async () =>
          (await t.app.inject({ url: `/api/leads/imports/${id}`, headers: { cookie: managerCookie } })).json().status,
      )
      .toBe("done");
    return (await t.app.inject({ url: `/api/leads/imports/${id}`, headers: { cookie: managerCookie } })).json();
  };
  const mine = () =>
    t.db
      .select()
      .from(leads)
      .where(inArray(leads.email, [`lea.${w}@example.com`, `omar.${w}@example.com`]));

  it("suggests first + last name, postal code and consent date, and imports them once however often it is sent", async () => {
    const preview = await post("/api/leads/import/preview", multipart({ name: "fub.csv", content: csv }));
    expect(preview.statusCode).toBe(200);
    const { suggested } = preview.json();
    expect(suggested).toEqual({
      fullName: ["first_name", "last_name"],
      email: "e_mail",
      postalCode: "postal_code",
      consentBasis: "consent",
      consentDate: "consent_date",
    });
    const body = () => multipart({ name: "fub.csv", content: csv }, { mapping: JSON.stringify(suggested) });
    const dry = (await post("/api/leads/import/dry-run", body())).json();
    expect(dry).toMatchObject({ totalRows: 2, validRows: 2, errorRows: 0, errors: [], alreadyImportedRows: 0 });
    // Every usual field that no column fills is named, so a file without names cannot pass unseen.
    expect(dry.unmapped).toEqual(["phone", "address", "city", "province"]);

    const first = await jobDone((await post("/api/leads/import", body())).json().id);
    expect(first).toMatchObject({ createdRows: 2, errorRows: 0 });
    const rows = await mine();
    expect(rows.map((l) => [l.fullName, l.postalCode, l.consentBasis, l.consentAt?.toISOString()]).sort()).toEqual([
      [`Léa Tremblay ${w}`, "H2X 1Y4", "implied", "2026-02-10T00:00:00.000Z"],
      [`Omar Haddad ${w}`, "M5V 2T6", "express", "2026-01-20T00:00:00.000Z"],
    ]);

    // The same file again: the dry run says both rows are in already, and the import adds none.
    const again = (await post("/api/leads/import/dry-run", body())).json();
    expect(again).toMatchObject({ validRows: 2, alreadyImportedRows: 2, duplicateRows: 0 });
    const second = await jobDone((await post("/api/leads/import", body())).json().id);
    expect(second).toMatchObject({ createdRows: 0, errorRows: 0 });
    expect(await mine()).toHaveLength(2);
  });

  it("without the names mapped, the dry run says so", async () => {
    const dry = (
      await post(
        "/api/leads/import/dry-run",
        multipart({ name: "fub.csv", content: csv }, { mapping: JSON.stringify({ consentBasis: "consent" }) }),
      )
    ).json();
    expect(dry.unmapped).toEqual([
      "fullName",
      "email",
      "phone",
      "address",
      "city",
      "province",
      "postalCode",
      "consentDate",
    ]);
  });

  it("splits an address the file joins, and joins a civic number and a street; skips possible duplicates when asked", async () => {
    const v = randomBytes(3).toString("hex");
    const existing = await createLead(t.db, { email: `taken.${v}@example.com`, fullName: "Taken Already" });
    const joined = [
      "Nom complet,Courriel,Adresse,Consentement",
      `Zoé Roy ${v},zoe.${v}@example.com,"4-120 Rue Sainte-Catherine, Montréal, QC H2X 1Y4",express`,
      `Taken Again ${v},taken.${v}@example.com,"9 King St, Toronto, ON M5V 2T6",express`,
    ].join("\n");
    const preview = (await post("/api/leads/import/preview", multipart({ name: "fr.csv", content: joined }))).json();
    expect(preview.suggested).toEqual({
      fullName: "Nom complet",
      email: "Courriel",
      address: "Adresse",
      unit: "Adresse",
      city: "Adresse",
      province: "Adresse",
      postalCode: "Adresse",
      consentBasis: "Consentement",
    });
    const mapping = { ...preview.suggested, skipDuplicates: true };
    const dry = (
      await post(
        "/api/leads/import/dry-run",
        multipart({ name: "fr.csv", content: joined }, { mapping: JSON.stringify(mapping) }),
      )
    ).json();
    expect(dry.duplicates).toEqual([
      { row: 3, reason: "email", leadId: existing.id, name: "Taken Already", earlierRow: null },
    ]);
    const res = await post(
      "/api/leads/import",
      multipart({ name: "fr.csv", content: joined }, { mapping: JSON.stringify(mapping) }),
    );
    expect((await jobDone(res.json().id)).createdRows).toBe(1);
    const both = await t.db
      .select()
      .from(leads)
      .where(inArray(leads.email, [`zoe.${v}@example.com`, `taken.${v}@example.com`]));
    expect(both).toHaveLength(2);
    const zoe = both.find((l) => l.id !== existing.id);
    expect(zoe).toMatchObject({
      fullName: `Zoé Roy ${v}`,
      address: "120 Rue Sainte-Catherine",
      unit: "4",
      city: "Montréal",
      province: "QC",
      postalCode: "H2X 1Y4",
    });

    const civic = ["Name,Street Number,Street Name,Consent", `Ivo Civic ${v},77,Elm Avenue,express`].join("\n");
    const civicPreview = (await post("/api/leads/import/preview", multipart({ name: "c.csv", content: civic }))).json();
    expect(civicPreview.suggested).toMatchObject({ address: ["Street Number", "Street Name"] });
    const job = await post(
      "/api/leads/import",
      multipart({ name: "c.csv", content: civic }, { mapping: JSON.stringify(civicPreview.suggested) }),
    );
    await jobDone(job.json().id);
    const [ivo] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.fullName, `Ivo Civic ${v}`));
    expect(ivo?.address).toBe("77 Elm Avenue");
  });
});

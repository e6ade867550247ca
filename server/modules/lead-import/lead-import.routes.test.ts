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

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientDocuments, clientOffers } from "../../db/schema/index";
import { seedDemoClient } from "../../db/seed/demo-client";
import { DEMO_PASSWORD, seedDemoUsers } from "../../db/seed/demo-users";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, sameOrigin, signIn } from "../../test/factories";

let t: TestApp;
let demoClient: string;
let demoClientId: number;
let demoAgent: string;
let otherAgent: string;
let manager: string;
let admin: string;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoUsers(t.db);
  await seedDemoClient(t.db);
  demoClient = await signIn(t.app, "client@demo.test", DEMO_PASSWORD, "/api/client/login");
  demoAgent = await signIn(t.app, "agent@demo.test", DEMO_PASSWORD);
  manager = await signIn(t.app, "manager@demo.test", DEMO_PASSWORD);
  admin = await signIn(t.app, "admin@demo.test", DEMO_PASSWORD);
  otherAgent = await signIn(t.app, (await createUser(t.db, { firstName: "Other", lastName: "Agent" })).email);
  const me = await t.app.inject({ method: "GET", url: "/api/client/dashboard", headers: { cookie: demoClient } });
  demoClientId = me.json().profile.id;
});
afterAll(() => t.close());

function call(method: "GET" | "POST" | "PATCH" | "DELETE", url: string, cookie: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A multipart body as a browser's FormData sends it: the fields, then the file. */
function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = "----offersDocumentsBoundary";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((part) => Buffer.from(part));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function share(cookie: string, clientId: number, fields: Record<string, string>, file?: Parameters<typeof form>[1]) {
  const { payload, contentType } = form(fields, file);
  return t.app.inject({
    method: "POST",
    url: `/api/staff/clients/${clientId}/documents`,
    headers: { ...sameOrigin, cookie, "content-type": contentType },
    payload,
  });
}

describe("offers", () => {
  it("the agent records an offer, the client sees it with its status, and a status change reaches the client", async () => {
    const recorded = await call("POST", `/api/staff/clients/${demoClientId}/offers`, demoAgent, {
      price: 815000,
      deposit: 40000,
      conditions: "Financing, inspection within 5 days",
      expiresOn: "2026-12-05",
    });
    expect(recorded.statusCode).toBe(201);
    const offer = recorded.json();
    expect(offer).toMatchObject({
      price: 815000,
      deposit: 40000,
      conditions: "Financing, inspection within 5 days",
      expiresOn: "2026-12-05",
      status: "received",
    });
    const [stored] = await t.db.select().from(clientOffers).where(eq(clientOffers.id, offer.id));
    expect(stored).toMatchObject({ clientId: demoClientId, priceCents: 81_500_000, depositCents: 4_000_000 });

    const activity = (await call("GET", "/api/client/dashboard", demoClient)).json().activity;
    expect(activity[0]).toMatchObject({ code: "offer_recorded", actor: "Priya Sharma" });
    const seen = await call("GET", "/api/client/offers", demoClient);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([offer]);

    const accepted = await call("PATCH", `/api/staff/clients/${demoClientId}/offers/${offer.id}`, demoAgent, {
      status: "accepted",
    });
    expect(accepted.statusCode).toBe(200);
    expect((await call("GET", "/api/client/offers", demoClient)).json()[0].status).toBe("accepted");
  });

  it("refuses a bad offer with clear messages, another agent's client, a client's own write and unknown offers", async () => {
    const bad = await call("POST", `/api/staff/clients/${demoClientId}/offers`, demoAgent, {
      price: 0,
      deposit: -5,
      expiresOn: "next week",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("validation_error");
    expect(bad.json().issues).toEqual(
      expect.arrayContaining([
        { path: "body.price", message: "Enter the offer's price" },
        { path: "body.deposit", message: "Enter a deposit of 0 or more" },
        { path: "body.expiresOn", message: "Choose a valid date" },
      ]),
    );
    expect((await call("GET", `/api/staff/clients/${demoClientId}/offers`, otherAgent)).statusCode).toBe(403);
    expect((await call("GET", `/api/staff/clients/${demoClientId}/offers`, manager)).statusCode).toBe(200);
    expect((await call("POST", `/api/staff/clients/${demoClientId}/offers`, demoClient, { price: 1 })).statusCode).toBe(
      403,
    );
    const missing = await call("PATCH", `/api/staff/clients/${demoClientId}/offers/999999`, demoAgent, {
      status: "declined",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ reason: "offer_not_found", message: "Offer not found" });
    expect((await call("GET", "/api/staff/clients/999999/offers", admin)).statusCode).toBe(404);
  });
});

describe("documents", () => {
  it("the agent shares a PDF, the client lists and downloads exactly those bytes, and the agent removes it", async () => {
    const shared = await share(
      demoAgent,
      demoClientId,
      { kind: "listing-agreement", title: "Listing agreement – 48 Birchmount" },
      { bytes: PDF, name: "agreement.pdf", type: "application/pdf" },
    );
    expect(shared.statusCode).toBe(201);
    const document = shared.json();
    expect(document).toMatchObject({
      kind: "listing-agreement",
      title: "Listing agreement – 48 Birchmount",
      mime: "application/pdf",
      size: PDF.length,
    });

    const lines = (await call("GET", "/api/client/dashboard", demoClient)).json().activity;
    expect(lines[0]).toMatchObject({ code: "document_shared", activity: "Your agent shared a document with you" });
    const listed = await call("GET", "/api/client/documents", demoClient);
    expect(listed.json()).toEqual([document]);
    const download = await call("GET", `/api/client/documents/${document.id}/file`, demoClient);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["cache-control"]).toBe("private, no-store");
    expect(download.headers["content-disposition"]).toContain(
      "filename*=UTF-8''Listing%20agreement%20%E2%80%93%2048%20Birchmount.pdf",
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const image = await share(
      demoAgent,
      demoClientId,
      { kind: "disclosure", title: "Roof photo" },
      { bytes: PNG, name: "roof.txt", type: "text/plain" },
    );
    expect(image.statusCode).toBe(201);
    expect(image.json().mime).toBe("image/png");

    expect(
      (await call("DELETE", `/api/staff/clients/${demoClientId}/documents/${document.id}`, demoAgent)).statusCode,
    ).toBe(204);
    const gone = await call("GET", `/api/client/documents/${document.id}/file`, demoClient);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().reason).toBe("document_not_found");
  });

  it("refuses files that are not a PDF or an image by their bytes, a missing file or title, and outsiders", async () => {
    const script = await share(
      demoAgent,
      demoClientId,
      { kind: "other", title: "Not a PDF" },
      { bytes: Buffer.from("<script>alert(1)</script>"), name: "x.pdf", type: "application/pdf" },
    );
    expect(script.statusCode).toBe(400);
    expect(script.json()).toMatchObject({
      reason: "document_type_refused",
      message: "Share a PDF or an image (PNG, JPEG or WebP)",
    });
    const noFile = await share(demoAgent, demoClientId, { kind: "other", title: "Nothing" });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().reason).toBe("document_file_required");
    const noTitle = await share(
      demoAgent,
      demoClientId,
      { kind: "other", title: " " },
      { bytes: PDF, name: "a.pdf", type: "application/pdf" },
    );
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().issues).toEqual([{ path: "body.title", message: "Give the document a title" }]);
    const json = await call("POST", `/api/staff/clients/${demoClientId}/documents`, demoAgent, { kind: "other" });
    expect(json.statusCode).toBe(400);
    expect(json.json().reason).toBe("document_not_multipart");
    const outsider = await share(
      otherAgent,
      demoClientId,
      { kind: "other", title: "Sneaky" },
      { bytes: PDF, name: "a.pdf", type: "application/pdf" },
    );
    expect(outsider.statusCode).toBe(403);
    expect(await t.db.select().from(clientDocuments).where(eq(clientDocuments.title, "Sneaky"))).toEqual([]);
    expect((await call("GET", "/api/client/documents/1/file", demoAgent)).statusCode).toBe(403);
  });
});

describe("privacy", () => {
  it("the person export lists the client's offers and documents, and an erase deletes them", async () => {
    await call("POST", `/api/staff/clients/${demoClientId}/offers`, demoAgent, { price: 700000 });
    await share(
      demoAgent,
      demoClientId,
      { kind: "market-analysis", title: "Market analysis" },
      { bytes: PDF, name: "cma.pdf", type: "application/pdf" },
    );
    const exported = await call("GET", "/api/admin/privacy/person/export?email=client%40demo.test", admin);
    expect(exported.statusCode).toBe(200);
    const record = exported.json();
    expect(record.clientOffers.map((o: { priceCents: number }) => o.priceCents)).toContain(70_000_000);
    expect(record.clientDocuments.map((d: { title: string }) => d.title)).toContain("Market analysis");
    expect(JSON.stringify(record.clientDocuments)).not.toContain("content");

    const erased = await call("POST", "/api/admin/privacy/person/erase", admin, {
      email: "client@demo.test",
      confirmEmail: "client@demo.test",
    });
    expect(erased.statusCode).toBe(200);
    expect(await t.db.select().from(clientOffers).where(eq(clientOffers.clientId, demoClientId))).toEqual([]);
    expect(await t.db.select().from(clientDocuments).where(eq(clientDocuments.clientId, demoClientId))).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin } from "../../test/factories";
import { SmtpPeer } from "../../test/smtp-peer";

let t: TestApp;
const peer = new SmtpPeer();
let staffEmail: string;

beforeAll(async () => {
  await peer.start();
  t = await buildTestApp(
    { SMTP_URL: peer.url, MAIL_FROM: "Maple Key Realty <leads@maplekey.test>" },
    { mailWorkerOptions: { pollMs: 100, baseBackoffMs: 200 } },
  );
  staffEmail = (await createUser(t.db, { role: "agent" })).email;
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

async function submitFinal(name: string) {
  const id = newLeadId();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: {
      id,
      leadType: "cash",
      name,
      phone: "(250) 555-0111",
      street: "9 Ocean Way",
      city: "Victoria",
      province: "BC",
    },
  });
  expect(res.statusCode).toBe(200);
  return id;
}

async function outboxRow(id: string) {
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id));
  return row;
}

describe("mail delivery through the outbox", () => {
  it("delivers the 'New lead' alert to a real SMTP peer within 5 s and marks the row sent", async () => {
    const started = Date.now();
    const id = await submitFinal("Morgan Quick");
    const mail = await peer.waitFor((m) => m.raw.includes(id), 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(mail.to).toEqual([staffEmail]);
    expect(mail.raw).toContain("Subject: New lead: Morgan Quick (Cash Offer)");
    expect(mail.raw).toContain("Phone: (250) 555-0111");
    expect(mail.raw).toContain(`http://portal.test/leads/${id}`);
    expect(mail.raw).toContain("From: Maple Key Realty <leads@maplekey.test>");
    await expect.poll(async () => (await outboxRow(id))?.status, { timeout: 2000 }).toBe("sent");
    expect((await outboxRow(id))?.sentAt).toBeInstanceOf(Date);
  });

  it("keeps the row pending while the SMTP peer is down and delivers it once the peer is back", async () => {
    const port = peer.port;
    await peer.stop();
    const id = await submitFinal("Casey Outage");
    // The attempt is recorded when the row is claimed, its error once the connection is refused.
    await expect
      .poll(async () => (await outboxRow(id))?.lastError ?? null, { timeout: 4000, interval: 100 })
      .toBeTruthy();
    const pending = await outboxRow(id);
    expect(pending?.status).toBe("pending");
    expect(pending?.attempts).toBeGreaterThanOrEqual(1);
    expect(pending?.sentAt).toBeNull();

    await peer.start(port);
    await peer.waitFor((m) => m.raw.includes(id), 8000);
    await expect.poll(async () => (await outboxRow(id))?.status, { timeout: 3000 }).toBe("sent");
  });
});

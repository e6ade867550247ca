import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentPoolMembers, agentPools, emailOutbox, settings } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, newLeadId, sameOrigin, uniqueEmail } from "../../test/factories";
import { SmtpPeer } from "../../test/smtp-peer";

let t: TestApp;
const peer = new SmtpPeer();

beforeAll(async () => {
  await peer.start();
  t = await buildTestApp(
    { SMTP_URL: peer.url, MAIL_FROM: "Maple Key Realty <leads@maplekey.test>" },
    { mailWorkerOptions: { pollMs: 100, baseBackoffMs: 200 } },
  );
  const agent = await createUser(t.db, { firstName: "Avery", lastName: "Quinn" });
  const [pool] = await t.db.insert(agentPools).values({ name: "Cash desk", leadType: "cash" }).returning();
  if (!pool) throw new Error("no pool");
  await t.db.insert(agentPoolMembers).values({ poolId: pool.id, userId: agent.id, position: 0 });
  const brokerage = { name: "Maple Key Realty", address: "1 Bay St, Toronto", phone: "(416) 555-0199", email: "" };
  await t.db
    .insert(settings)
    .values({ key: "brokerage", value: brokerage })
    .onConflictDoUpdate({ target: settings.key, set: { value: brokerage } });
});
afterAll(async () => {
  await t.close();
  await peer.stop();
});

async function submitFinal(payload: Record<string, unknown>) {
  const id = newLeadId();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/leads",
    headers: sameOrigin,
    payload: { id, leadSecret: "k".repeat(32), phone: "(250) 555-0111", ...payload },
  });
  expect(res.statusCode).toBe(200);
  return id;
}

describe("the seller's acknowledgement e-mail", () => {
  it("reaches the seller within 5 s of a final lead, naming the assigned agent and the brokerage's phone", async () => {
    const email = uniqueEmail("seller");
    const started = Date.now();
    await submitFinal({ leadType: "cash", name: "Morgan Quick", email });
    const mail = await peer.waitFor((m) => m.to.includes(email), 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(mail.raw).toContain("Subject: We received your request - Maple Key Realty");
    expect(mail.raw).toContain("Hello Morgan Quick,");
    expect(mail.raw).toContain("Avery Quinn from Maple Key Realty will call you shortly.");
    expect(mail.raw).toContain("If you would rather talk now, call us at (416) 555-0199.");
  });

  it("says 'an agent' when no pool assigned one, and is written once when the final lead is sent again", async () => {
    const email = uniqueEmail("seller");
    const id = await submitFinal({ leadType: "agent", name: "Pat Noagent", email });
    await submitFinal({ id, leadType: "agent", name: "Pat Noagent", email });
    const mail = await peer.waitFor((m) => m.to.includes(email), 5000);
    expect(mail.raw).toContain("An agent from Maple Key Realty will call you shortly.");
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(rows.map((r) => r.kind)).toEqual(["lead_acknowledgement"]);
  });

  it("goes in French to a seller who wrote from a French page", async () => {
    const email = uniqueEmail("vendeur");
    await submitFinal({ leadType: "cash", name: "Camille Tremblay", email, locale: "fr-CA" });
    const mail = await peer.waitFor((m) => m.to.includes(email), 5000);
    expect(mail.raw).toContain("Bonjour Camille Tremblay,");
    expect(mail.raw).toContain("Merci de votre demande : nous l'avons bien reçue.");
    expect(mail.raw).toContain("Avery Quinn, de Maple Key Realty, vous appellera sous peu.");
    expect(mail.raw).toContain("Si vous préférez nous parler tout de suite, appelez-nous au (416) 555-0199.");
    expect(mail.raw).not.toContain("Thank you for your request");
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row?.subject).toBe("Nous avons reçu votre demande - Maple Key Realty");
  });

  it("is never sent to a represented seller", async () => {
    const email = uniqueEmail("represented");
    const id = await submitFinal({ leadType: "agent", name: "Rita Represented", email, workingWithRealtor: true });
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id));
    expect(rows.filter((r) => r.toAddress === email)).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Brokerage } from "../../../contract/settings";
import { agentPoolMembers, agentPools, emailOutbox, settings } from "../../db/schema/index";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, uniqueEmail } from "../../test/factories";
import { SmtpPeer } from "../../test/smtp-peer";
import { acknowledgementEmail } from "./acknowledgement-email";

let t: TestApp;
const peer = new SmtpPeer();
const brokerage: Brokerage = {
  name: "Maple Key Realty",
  address: "1 Bay St, Toronto",
  phone: "(416) 555-0199",
  email: "hello@maplekey.test",
  logoUrl: "/uploads/images/logo.png",
  brandColor: "#b45309",
  licence: "Real estate brokerage registered with RECO",
};
let agentEmail = "";

beforeAll(async () => {
  await peer.start();
  t = await buildTestApp(
    { SMTP_URL: peer.url, MAIL_FROM: "Maple Key Realty <leads@maplekey.test>" },
    { mailWorkerOptions: { pollMs: 100, baseBackoffMs: 200 } },
  );
  agentEmail = uniqueEmail("avery");
  const agent = await createUser(t.db, { firstName: "Avery", lastName: "Quinn", email: agentEmail });
  const [pool] = await t.db.insert(agentPools).values({ name: "Cash desk", leadType: "cash" }).returning();
  if (!pool) throw new Error("no pool");
  await t.db.insert(agentPoolMembers).values({ poolId: pool.id, userId: agent.id, position: 0 });
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

async function acknowledgementOf(email: string) {
  const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const row = rows.find((r) => r.kind === "lead_acknowledgement");
  if (!row) throw new Error(`no acknowledgement to ${email}`);
  return row;
}

describe("the seller's acknowledgement e-mail", () => {
  it("reaches the seller within 5 s, from the agent and the brokerage, with a reply address that is not a dead one", async () => {
    const email = uniqueEmail("seller");
    const started = Date.now();
    await submitFinal({ leadType: "cash", name: "Morgan Quick", email, contactMethod: "Phone" });
    const mail = await peer.waitFor((m) => m.to.includes(email), 5000);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(mail.raw).toContain("Subject: We received your request - Maple Key Realty");
    // An RFC 2047 display name; the test peer's quoted-printable decoding has already undone its escapes
    // (=E2=80=94, the em dash) and may take the closing "=" with them.
    expect(mail.raw).toMatch(/^From: =\?UTF-8\?Q\?Avery_Quinn_—_Maple_Key_Realty\?=? <leads@maplekey\.test>/m);
    expect(mail.raw).toContain(`Reply-To: ${agentEmail}`);
    expect(mail.raw).not.toContain("no-reply");
    expect(mail.raw).toContain("Hello Morgan Quick,");
    expect(mail.raw).toContain(
      "Avery Quinn from Maple Key Realty will be in touch within 24 hours with your cash offer.",
    );
    expect(mail.raw).toContain("We will call you at (250) 555-0111.");
    expect(mail.raw).toContain("If you would rather talk now, call us at (416) 555-0199.");
    // The brand: logo (absolute), colour, licence line, and the button to call.
    expect(mail.raw).toContain('src="http://portal.test/uploads/images/logo.png"');
    expect(mail.raw).toContain("#b45309");
    expect(mail.raw).toContain("Real estate brokerage registered with RECO");
    expect(mail.raw).toContain('href="tel:4165550199"');
    expect(mail.raw).toContain("Content-Type: text/plain");
    expect(mail.raw).toContain("Content-Type: text/html");
  });

  it("says 'an agent' when no pool assigned one, and is written once when the final lead is sent again", async () => {
    const email = uniqueEmail("seller");
    const id = await submitFinal({ leadType: "agent", name: "Pat Noagent", email });
    await submitFinal({ id, leadType: "agent", name: "Pat Noagent", email });
    const mail = await peer.waitFor((m) => m.to.includes(email), 5000);
    expect(mail.raw).toContain("An agent from Maple Key Realty will be in touch shortly to talk through your options.");
    // No agent: the brokerage is the sender and its address takes the reply.
    expect(mail.raw).toMatch(/^From: Maple Key Realty <leads@maplekey\.test>/m);
    expect(mail.raw).toContain("Reply-To: hello@maplekey.test");
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(rows.map((r) => r.kind)).toEqual(["lead_acknowledgement"]);
  });

  it("never promises a call to a seller who asked for e-mail (both languages)", async () => {
    const en = uniqueEmail("mailonly");
    await submitFinal({ leadType: "cash", name: "Eli Mail", email: en, contactMethod: "Email" });
    const row = await acknowledgementOf(en);
    expect(row.textBody).toContain(
      "Avery Quinn from Maple Key Realty will be in touch within 24 hours with your cash offer.",
    );
    expect(row.textBody).toContain("We will answer you by e-mail, as you asked.");
    expect(row.textBody).toContain("If you have a question in the meantime, just reply to this e-mail.");
    expect(row.textBody).not.toMatch(/call/i);
    expect(row.htmlBody).not.toMatch(/call|tel:/i);

    const fr = uniqueEmail("courriel");
    await submitFinal({
      leadType: "agent",
      name: "Élise Courriel",
      email: fr,
      contactMethod: "Email",
      locale: "fr-CA",
    });
    const frRow = await acknowledgementOf(fr);
    expect(frRow.textBody).toContain(
      "Un courtier de Maple Key Realty communiquera avec vous sous peu pour discuter de vos options.",
    );
    expect(frRow.textBody).toContain("Nous vous répondrons par courriel, comme vous l'avez demandé.");
    expect(frRow.textBody).not.toMatch(/appel/i);
  });

  it("says a text is coming to a seller who chose texting", async () => {
    const email = uniqueEmail("texter");
    await submitFinal({ leadType: "agent", name: "Tess Text", email, contactMethod: "Text" });
    expect((await acknowledgementOf(email)).textBody).toContain("We will text you at (250) 555-0111.");
    const fr = uniqueEmail("texto");
    await submitFinal({ leadType: "agent", name: "Théo Texto", email: fr, contactMethod: "Text", locale: "fr-CA" });
    expect((await acknowledgementOf(fr)).textBody).toContain("Nous vous écrirons par texto au (250) 555-0111.");
  });

  it("tells a questionnaire seller the guide comes separately", async () => {
    const email = uniqueEmail("guide");
    await submitFinal({ leadType: "agent", name: "Gus Guide", email, topics: ["pricing"] });
    expect((await acknowledgementOf(email)).textBody).toContain(
      "Your seller's guide is on its way in a separate e-mail. An agent from Maple Key Realty is here if you have questions.",
    );
    const fr = uniqueEmail("guidefr");
    await submitFinal({ leadType: "agent", name: "Gaëlle Guide", email: fr, topics: ["pricing"], locale: "fr-CA" });
    expect((await acknowledgementOf(fr)).textBody).toContain(
      "Votre guide du vendeur arrive dans un courriel distinct. Un courtier de Maple Key Realty répondra à vos questions.",
    );
  });

  it("goes in French to a seller who wrote from a French page", async () => {
    const email = uniqueEmail("vendeur");
    await submitFinal({ leadType: "cash", name: "Camille Tremblay", email, locale: "fr-CA", contactMethod: "Phone" });
    const mail = await peer.waitFor((m) => m.to.includes(email), 5000);
    expect(mail.raw).toContain("Bonjour Camille Tremblay,");
    expect(mail.raw).toContain("Merci de votre demande : nous l'avons bien reçue.");
    expect(mail.raw).toContain(
      "Avery Quinn, de Maple Key Realty, communiquera avec vous d'ici 24 heures avec votre offre d'achat comptant.",
    );
    expect(mail.raw).toContain("Nous vous appellerons au (250) 555-0111.");
    expect(mail.raw).toContain("Si vous préférez nous parler tout de suite, appelez-nous au (416) 555-0199.");
    expect(mail.raw).toContain('lang="fr-CA"');
    expect(mail.raw).not.toContain("Thank you for your request");
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(row?.subject).toBe("Nous avons reçu votre demande - Maple Key Realty");
  });

  it("repeats a home-value seller's estimate, written as the page writes money, and promises the analysis", async () => {
    const context = {
      agentName: "Avery Quinn",
      agentEmail,
      brokerage,
      publicUrl: "https://portal.example",
      homeValue: { estimate: { value: 612000, low: 580000, high: 645000 } },
    };
    const en = await acknowledgementEmail(
      await createLead(t.db, { fullName: "Hana Value", contactMethod: null }),
      context,
    );
    expect(en.text).toContain("Your home's estimated value: $612,000 (likely between $580,000 and $645,000).");
    expect(en.text).toContain(
      "Avery Quinn from Maple Key Realty will prepare your full market analysis and send it to you.",
    );
    const fr = await acknowledgementEmail(
      await createLead(t.db, { fullName: "Hugo Valeur", locale: "fr-CA" }),
      context,
    );
    expect(fr.text).toContain(
      "Valeur estimée de votre propriété : 612\u00a0000\u00a0$ (probablement entre 580\u00a0000\u00a0$ et 645\u00a0000\u00a0$).",
    );
    expect(fr.text).toContain(
      "Avery Quinn, de Maple Key Realty, préparera votre analyse comparative de marché complète et vous l'enverra.",
    );
    const none = await acknowledgementEmail(await createLead(t.db), { ...context, homeValue: { estimate: null } });
    expect(none.text).toContain("We could not estimate your home from recent sales nearby: the analysis will.");
    expect(none.sender).toEqual({ name: "Avery Quinn — Maple Key Realty", replyTo: agentEmail, replyToLead: true });
  });

  it("is never sent to a represented seller", async () => {
    const email = uniqueEmail("represented");
    const id = await submitFinal({ leadType: "agent", name: "Rita Represented", email, workingWithRealtor: true });
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.leadId, id));
    expect(rows.filter((r) => r.toAddress === email)).toEqual([]);
  });
});

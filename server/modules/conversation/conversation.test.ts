import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  actionPlanRuns,
  actionPlans,
  emailAttachments,
  emailMessages,
  emailOutbox,
  leadConversations,
  pushDeliveries,
  pushSubscriptions,
} from "../../db/schema/index";
import { outboxMessageId } from "../../integrations/mail/mail-worker";
import { replyAddress } from "../../lib/reply-address";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createLead, createUser, newLeadId, sameOrigin, signIn } from "../../test/factories";
import { SmtpPeer } from "../../test/smtp-peer";
import { recordInquiryConsent } from "../consent/consent.service";

const DOMAIN = "reply.maple.test";
const KEY = "reply-secret-for-tests-0123456789abcdef";
const POSTMARK = "postmark:postmark-password-0123456789";
const SENDGRID = "sendgrid:sendgrid-password-0123456789";
const MAX_BYTES = 60_000;

let t: TestApp;
let peer: SmtpPeer;
let agent: Awaited<ReturnType<typeof createUser>>;
let manager: Awaited<ReturnType<typeof createUser>>;
let agentCookie: string;
let managerCookie: string;

beforeAll(async () => {
  peer = new SmtpPeer();
  await peer.start();
  t = await buildTestApp({
    REPLY_DOMAIN: DOMAIN,
    REPLY_SECRET: KEY,
    INBOUND_SMTP_PORT: "0",
    INBOUND_SMTP_HOST: "127.0.0.1",
    INBOUND_MAX_BYTES: String(MAX_BYTES),
    POSTMARK_INBOUND_AUTH: POSTMARK,
    SENDGRID_INBOUND_AUTH: SENDGRID,
    SMTP_URL: `smtp://127.0.0.1:${peer.port}`,
    MAIL_FROM: "Maple Realty <mail@maple.test>",
  });
  await t.app.ready();
  agent = await createUser(t.db, { role: "agent", fullName: "Jordan Agent" });
  manager = await createUser(t.db, { role: "manager", fullName: "Morgan Manager" });
  agentCookie = await signIn(t.app, agent.email);
  managerCookie = await signIn(t.app, manager.email);
});
afterAll(async () => {
  await t?.close();
  await peer?.stop();
});

const smtpPort = () => {
  const address = t.app.conversation.smtpAddress();
  if (!address) throw new Error("the inbound SMTP listener is not listening");
  return address.port;
};
const sender = () =>
  nodemailer.createTransport({ host: "127.0.0.1", port: smtpPort(), secure: false, ignoreTLS: true });

/** A lead of the agent's with inquiry consent for its e-mail, running one plan. */
async function sellerLead(fullName = "Casey Seller") {
  const lead = await createLead(t.db, { agentId: agent.id, fullName, status: "Contacted" });
  await recordInquiryConsent(
    t.db,
    {
      leadId: lead.id,
      email: lead.email,
      phone: null,
      channel: "web",
      form: "test",
      textVersion: "test",
      locale: "en-CA",
      ip: null,
      at: new Date(),
    },
    { marketing: false },
  );
  const [plan] = await t.db
    .insert(actionPlans)
    .values({ name: "Follow up", trigger: { kind: "manual" }, steps: [] })
    .returning();
  await t.db
    .insert(actionPlanRuns)
    .values({ leadId: lead.id, planId: plan?.id ?? 0, nextDueAt: new Date(Date.now() + 86_400_000) });
  return lead;
}

const runStatus = async (leadId: string) =>
  (await t.db.select().from(actionPlanRuns).where(eq(actionPlanRuns.leadId, leadId)))[0];
const storedCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(emailMessages))[0]?.n ?? 0;
const conversation = (leadId: string, cookie = agentCookie) =>
  t.app.inject({ method: "GET", url: `/api/leads/${leadId}/conversation`, headers: { cookie } });
const inbox = async (cookie: string) =>
  (await t.app.inject({ method: "GET", url: "/api/inbox", headers: { cookie } })).json<{
    items: { leadId: string; channel: string; excerpt: string; waitingSeconds: number }[];
  }>().items;

const quotedReply = [
  "Yes, Tuesday at 5 works for the visit.",
  "",
  "--",
  "Casey Seller",
  "Sent from my phone",
  "",
  "On Mon, Dec 1, 2026 at 9:00 AM Jordan Agent <mail@maple.test> wrote:",
  "> Would Tuesday at 5 suit you?",
  "> Jordan",
].join("\n");

describe("a reply over SMTP to the lead's reply address (decision 051)", () => {
  it("lands on the lead's conversation with its quote trimmed, stops its plans and alerts the agent by e-mail and push", async () => {
    const lead = await sellerLead();
    await t.db.insert(pushSubscriptions).values({
      userId: agent.id,
      endpoint: "https://push.example.test/agent-device",
      p256dh: "BPz7kTg5r0D8nF6S0Yb9X2sq8cJ3b9mCq3n0yVf2cJm6Yq8l9Jt0uWcQ5a2sJc3K2m2k4x7v8b9n0m1q2w3e4r5",
      auth: "c2VjcmV0LWF1dGgtMTIzNA",
    });
    const info = await sender().sendMail({
      from: `Casey Seller <${lead.email}>`,
      to: replyAddress(lead.id, KEY, DOMAIN),
      subject: "Re: Your visit",
      text: quotedReply,
      attachments: [
        { filename: "listing.pdf", content: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") },
        { filename: "run-me.exe", content: Buffer.from("MZ\u0090\u0000not a document") },
      ],
    });
    expect(info.rejected).toEqual([]);

    const read = await conversation(lead.id);
    expect(read.statusCode).toBe(200);
    const entries = read.json<{ entries: unknown[] }>().entries;
    expect(entries).toEqual([
      {
        id: expect.stringMatching(/^email:\d+$/),
        kind: "email",
        direction: "in",
        body: "Yes, Tuesday at 5 works for the visit.",
        subject: "Re: Your visit",
        status: "received",
        author: { kind: "seller", name: null },
        attachments: [{ id: expect.any(Number), filename: "listing.pdf", size: expect.any(Number) }],
        createdAt: expect.any(String),
      },
    ]);
    const [stored] = await t.db.select().from(emailMessages).where(eq(emailMessages.leadId, lead.id));
    expect(stored).toMatchObject({
      via: "smtp",
      fromAddress: lead.email,
      messageId: info.messageId.replace(/[<>]/g, ""),
    });
    expect(stored?.fullText).toContain("> Would Tuesday at 5 suit you?");
    expect(await t.db.select().from(emailAttachments).where(eq(emailAttachments.leadId, lead.id))).toHaveLength(1);

    expect(await runStatus(lead.id)).toMatchObject({ status: "stopped", reason: "email_reply" });
    const alerts = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.leadId, lead.id), eq(emailOutbox.kind, "email_reply")));
    expect(alerts.map((a) => [a.toAddress, a.subject])).toEqual([[agent.email, "New e-mail from Casey Seller"]]);
    // On the brand's template (decision 050): the brokerage's name heads it and signs the staff foot.
    expect(alerts[0]?.textBody).toBe(
      [
        "Maple Key Realty",
        "",
        "Casey Seller replied by e-mail:",
        "",
        "Yes, Tuesday at 5 works for the visit.",
        "",
        `Open the lead to answer: ${t.app.config.publicUrl}/leads/${lead.id}`,
        "",
        "--",
        "Maple Key Realty",
        "",
        "You receive this e-mail because you have a staff account on Maple Key Realty's seller portal.",
      ].join("\n"),
    );
    expect(alerts[0]?.htmlBody).toContain("Yes, Tuesday at 5 works for the visit.");
    const pushes = await t.db.select().from(pushDeliveries).where(eq(pushDeliveries.leadId, lead.id));
    expect(pushes.map((p) => [p.userId, p.type])).toEqual([[agent.id, "lead.replied"]]);

    // The same message sent again (a sender's retry, same Message-ID) is kept once.
    await sender().sendMail({
      from: lead.email as string,
      to: replyAddress(lead.id, KEY, DOMAIN),
      subject: "Re: Your visit",
      text: quotedReply,
      messageId: info.messageId,
    });
    expect(await t.db.select().from(emailMessages).where(eq(emailMessages.leadId, lead.id))).toHaveLength(1);
  });

  it("a forged token, another lead's tag or another domain is refused at RCPT and nothing is stored", async () => {
    const lead = await sellerLead();
    const other = await sellerLead();
    const before = await storedCount();
    const good = replyAddress(lead.id, KEY, DOMAIN);
    const forged = [
      good.replace(/\.[0-9a-f]{32}@/, `.${"0".repeat(32)}@`),
      `reply+${other.id}.${/\.([0-9a-f]{32})@/.exec(good)?.[1]}@${DOMAIN}`,
      good.replace(DOMAIN, "elsewhere.test"),
      replyAddress(lead.id, "another-key-of-someone-else-0123456789", DOMAIN),
    ];
    for (const to of forged) {
      await expect(
        sender().sendMail({ from: "x@example.test", to, subject: "hi", text: "hello" }),
      ).rejects.toMatchObject({
        responseCode: 550,
        command: "RCPT TO",
      });
    }
    expect(await storedCount()).toBe(before);
    expect(await runStatus(lead.id)).toMatchObject({ status: "active" });
  });

  it("a message past the size limit is refused (552) and nothing is stored", async () => {
    const lead = await sellerLead();
    const before = await storedCount();
    await expect(
      sender().sendMail({
        from: lead.email as string,
        to: replyAddress(lead.id, KEY, DOMAIN),
        subject: "big",
        text: "x".repeat(MAX_BYTES + 1000),
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await storedCount()).toBe(before);
  });
});

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

describe("the providers' inbound webhooks", () => {
  const postmark = (lead: { id: string; email: string | null }, extra: Record<string, unknown> = {}) => ({
    From: `Casey Seller <${lead.email}>`,
    FromFull: { Email: lead.email },
    ToFull: [{ Email: replyAddress(lead.id, KEY, DOMAIN) }],
    Subject: "Re: Your guide",
    MessageID: `pm-${lead.id}`,
    TextBody: "Thanks, I read it.\n\nOn Tue, Maple wrote:\n> Here is your guide",
    Headers: [{ Name: "Message-ID", Value: `<pm.${lead.id}@mail.example.test>` }],
    ...extra,
  });

  it("Postmark: without or with wrong basic credentials is refused with 401 before anything is stored", async () => {
    const lead = await sellerLead();
    const before = await storedCount();
    for (const authorization of [
      undefined,
      basic("postmark:wrong-password-0123456789"),
      "Bearer abc",
      basic(SENDGRID),
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/inbound/postmark",
        headers: authorization ? { authorization } : {},
        payload: postmark(lead),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "unauthorized", reason: "inbound_auth_invalid" });
    }
    // Not even a body that is not JSON is read first.
    const garbage = await t.app.inject({
      method: "POST",
      url: "/api/inbound/postmark",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(garbage.statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
    expect(await runStatus(lead.id)).toMatchObject({ status: "active" });

    const ok = await t.app.inject({
      method: "POST",
      url: "/api/inbound/postmark",
      headers: { authorization: basic(POSTMARK) },
      payload: postmark(lead),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ stored: true });
    const entries = (await conversation(lead.id)).json<{ entries: { body: string }[] }>().entries;
    expect(entries.map((e) => e.body)).toEqual(["Thanks, I read it."]);
    expect(await runStatus(lead.id)).toMatchObject({ status: "stopped", reason: "email_reply" });
  });

  it("Postmark: a reply to another address threads by In-Reply-To to the outbox e-mail it answers", async () => {
    const lead = await sellerLead();
    const [row] = await t.db
      .insert(emailOutbox)
      .values({
        kind: "sellers_guide",
        toAddress: lead.email as string,
        subject: "Your guide",
        textBody: "…",
        leadId: lead.id,
        status: "sent",
      })
      .returning();
    if (!row) throw new Error("no outbox row");
    const parent = outboxMessageId(row, "Maple Realty <mail@maple.test>");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/inbound/postmark",
      headers: { authorization: basic(POSTMARK) },
      payload: postmark(lead, {
        ToFull: [{ Email: "hello@maple.test" }],
        Headers: [
          { Name: "Message-ID", Value: `<thread.${lead.id}@mail.example.test>` },
          { Name: "In-Reply-To", Value: parent },
        ],
      }),
    });
    expect(res.json()).toEqual({ stored: true });
    expect((await conversation(lead.id)).json<{ entries: unknown[] }>().entries).toHaveLength(1);
    // One that names none of our leads is acknowledged and not kept.
    const before = await storedCount();
    const stray = await t.app.inject({
      method: "POST",
      url: "/api/inbound/postmark",
      headers: { authorization: basic(POSTMARK) },
      payload: postmark(lead, { ToFull: [{ Email: "hello@maple.test" }], Headers: [], MessageID: "stray" }),
    });
    expect(stray.json()).toEqual({ stored: false });
    expect(await storedCount()).toBe(before);
  });

  it("SendGrid Inbound Parse (raw MIME, multipart): bad credentials get 401 before anything is stored; good ones store the reply", async () => {
    const lead = await sellerLead();
    const to = replyAddress(lead.id, KEY, DOMAIN);
    const raw = [
      `From: Casey Seller <${lead.email}>`,
      `To: ${to}`,
      "Subject: Re: Offer",
      `Message-ID: <sg.${lead.id}@mail.example.test>`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Je suis d'accord.",
      "",
      "Le lun. 1 déc. 2026, Maple a écrit :",
      "> Voici l'offre",
      "",
    ].join("\r\n");
    const boundary = "----sendgrid-boundary";
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = Buffer.from(
      `${field("envelope", JSON.stringify({ to: [to], from: lead.email })) + field("email", raw)}--${boundary}--\r\n`,
    );
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const before = await storedCount();
    for (const authorization of [undefined, basic("sendgrid:not-the-password-0123456"), basic(POSTMARK)]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/inbound/sendgrid",
        headers: { ...headers, ...(authorization ? { authorization } : {}) },
        payload,
      });
      expect(res.statusCode).toBe(401);
    }
    expect(await storedCount()).toBe(before);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/inbound/sendgrid",
      headers: { ...headers, authorization: basic(SENDGRID) },
      payload,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ stored: true });
    const entries = (await conversation(lead.id)).json<{ entries: { body: string }[] }>().entries;
    expect(entries.map((e) => e.body)).toEqual(["Je suis d'accord."]);
  });
});

describe("one conversation and the staff inbox", () => {
  it("the inbox lists the seller's unanswered reply (agents their leads, managers all) until the agent answers by e-mail", async () => {
    const lead = await sellerLead("Robin Waiting");
    const othersLead = await createLead(t.db, { fullName: "Not Yours" });
    for (const l of [lead, othersLead]) {
      await sender().sendMail({
        from: l.email as string,
        to: replyAddress(l.id, KEY, DOMAIN),
        subject: "Question",
        text: "When can you come by?",
      });
    }
    const mine = await inbox(agentCookie);
    expect(mine.map((i) => i.leadId)).toContain(lead.id);
    expect(mine.map((i) => i.leadId)).not.toContain(othersLead.id);
    expect(mine.find((i) => i.leadId === lead.id)).toMatchObject({
      channel: "email",
      excerpt: "When can you come by?",
    });
    const all = (await inbox(managerCookie)).map((i) => i.leadId);
    expect(all).toEqual(expect.arrayContaining([lead.id, othersLead.id]));
    expect(all.indexOf(lead.id)).toBeLessThan(all.indexOf(othersLead.id));

    const answered = await t.app.inject({
      method: "POST",
      url: `/api/leads/${lead.id}/conversation/email`,
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: { body: "Tomorrow at 10, if that suits you." },
    });
    expect(answered.statusCode).toBe(202);
    expect((await inbox(agentCookie)).map((i) => i.leadId)).not.toContain(lead.id);
    const [state] = await t.db.select().from(leadConversations).where(eq(leadConversations.leadId, lead.id));
    expect(state).toMatchObject({ lastFrom: "staff", awaitingSince: null });

    t.app.mail.kick();
    const until = Date.now() + 8000;
    while (!peer.received.some((m) => m.to.includes(lead.email as string)) && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    const delivered = peer.received.find((m) => m.to.includes(lead.email as string));
    expect(delivered?.raw).toContain("Tomorrow at 10, if that suits you.");
    expect(delivered?.raw).toContain("Subject: Re: Question");
    const entries = (await conversation(lead.id)).json<{
      entries: { direction: string; status: string; author: unknown }[];
    }>().entries;
    expect(entries.map((e) => [e.direction, e.status])).toEqual([
      ["in", "received"],
      ["out", "sent"],
    ]);
    expect(entries[1]?.author).toEqual({ kind: "agent", name: "Jordan Agent" });
  });

  it("an empty answer is a 400 and an unknown lead a 404", async () => {
    const lead = await sellerLead();
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/leads/${lead.id}/conversation/email`,
      headers: { ...sameOrigin, cookie: agentCookie },
      payload: { body: "   " },
    });
    expect(empty.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: "GET",
      url: `/api/leads/${newLeadId()}/conversation`,
      headers: { cookie: agentCookie },
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/inbox" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("privacy (decision 021)", () => {
  it("the conversation's e-mails and files are in the person's export; erasure empties them and the inbox forgets them", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const headers = { ...sameOrigin, cookie: await signIn(t.app, admin.email) };
    const lead = await sellerLead("Erin Erased");
    const email = lead.email as string;
    await sender().sendMail({
      from: email,
      to: replyAddress(lead.id, KEY, DOMAIN),
      subject: "My documents",
      text: "Here is the tax bill.",
      attachments: [{ filename: "tax-bill.pdf", content: Buffer.from("%PDF-1.4\n%%EOF\n") }],
    });
    const exported = await t.app.inject({
      method: "GET",
      url: `/api/admin/privacy/person/export?email=${encodeURIComponent(email)}`,
      headers,
    });
    expect(exported.statusCode).toBe(200);
    const record = JSON.parse(exported.body) as {
      conversationEmails: { body: string; fromAddress: string; direction: string }[];
      conversationAttachments: { filename: string }[];
    };
    expect(record.conversationEmails.map((e) => [e.direction, e.body, e.fromAddress])).toEqual([
      ["in", "Here is the tax bill.", email],
    ]);
    expect(record.conversationAttachments.map((a) => a.filename)).toEqual(["tax-bill.pdf"]);
    expect((await inbox(managerCookie)).map((i) => i.leadId)).toContain(lead.id);

    const erased = await t.app.inject({
      method: "POST",
      url: "/api/admin/privacy/person/erase",
      headers,
      payload: { email, confirmEmail: email },
    });
    expect(erased.statusCode).toBe(200);
    const rows = await t.db.select().from(emailMessages).where(eq(emailMessages.leadId, lead.id));
    expect(rows.map((r) => [r.body, r.fullText, r.fromAddress, r.subject])).toEqual([["[erased]", null, null, ""]]);
    expect(await t.db.select().from(emailAttachments).where(eq(emailAttachments.leadId, lead.id))).toEqual([]);
    expect((await inbox(managerCookie)).map((i) => i.leadId)).not.toContain(lead.id);
    // A reply to the erased lead's address is no longer taken.
    const before = await storedCount();
    await sender().sendMail({ from: email, to: replyAddress(lead.id, KEY, DOMAIN), subject: "again", text: "again" });
    expect(await storedCount()).toBe(before);
  });
});

import { expect } from "vitest";
import { replyAddress } from "../../lib/reply-address";
import { buildTestApp, type TestApp } from "../../test/build-test-app";
import { createUser, signIn } from "../../test/factories";

// What the inbox tests share (decision 054): an app with Postmark inbound replies, a manager, an admin and
// ten agents, a seller writing back, and an inbox as the API lists it.
const DOMAIN = "reply.maple.test";
const KEY = "reply-secret-for-tests-0123456789abcdef";
const POSTMARK = "postmark:postmark-password-0123456789";

export interface Staff {
  id: number;
  cookie: string;
}

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

export async function startInboxTest() {
  const t: TestApp = await buildTestApp({ REPLY_DOMAIN: DOMAIN, REPLY_SECRET: KEY, POSTMARK_INBOUND_AUTH: POSTMARK });
  await t.app.ready();
  const manager = await createUser(t.db, { role: "manager", fullName: "Morgan Manager" });
  const managerCookie = await signIn(t.app, manager.email);
  const admin = await createUser(t.db, { role: "admin", fullName: "Ada Admin" });
  const adminCookie = await signIn(t.app, admin.email);
  const staff: Record<string, Staff> = {};
  for (const name of ["Avery", "Blake", "Cleo", "Dana", "Emery", "Finley", "Gale", "Harper", "Ira", "Jules"]) {
    const user = await createUser(t.db, { role: "agent", firstName: name, lastName: "Agent" });
    staff[name] = { id: user.id, cookie: await signIn(t.app, user.email) };
  }

  /** The seller writes back to the lead's reply address (Postmark's inbound webhook). */
  async function sellerWrites(lead: { id: string; email: string | null }, text: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/inbound/postmark",
      headers: { authorization: basic(POSTMARK) },
      payload: {
        From: `Seller <${lead.email}>`,
        FromFull: { Email: lead.email },
        ToFull: [{ Email: replyAddress(lead.id, KEY, DOMAIN) }],
        Subject: "Re: your home",
        MessageID: `pm-${lead.id}-${Math.random()}`,
        TextBody: text,
        Headers: [{ Name: "Message-ID", Value: `<pm.${lead.id}.${Math.random()}@mail.example.test>` }],
      },
    });
    expect(res.json()).toEqual({ stored: true });
  }

  /** The lead ids and excerpts an inbox shows, in its order. */
  async function inbox(cookie: string) {
    const res = await t.app.inject({ method: "GET", url: "/api/inbox", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ items: { leadId: string; excerpt: string }[] }>().items.map((i) => [i.leadId, i.excerpt]);
  }

  return { t, managerCookie, adminCookie, agent: (name: string) => staff[name] as Staff, sellerWrites, inbox };
}
